import { getRuntimeConfig } from '../../config/runtime';
import { request } from '../../request/client';
import type { RoleDto } from './types';

export function fetchSelfRoles(): Promise<RoleDto[]> {
  return request<RoleDto[]>(`${getRuntimeConfig().services.iam}/hzero/v1/member-roles/self-roles`);
}

export function fetchCurrentRole(): Promise<RoleDto> {
  return request<RoleDto>(`${getRuntimeConfig().services.iam}/hzero/v1/member-roles/current-role`);
}
