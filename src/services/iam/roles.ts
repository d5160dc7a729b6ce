import { request } from '../../request/client';
import { gateway, type CallOptions } from '../shared';
import type { RoleDto } from './types';

/** Call table: `GET {iam}/hzero/v1/member-roles/self-roles` (own roles). */
export function fetchSelfRoles(): Promise<RoleDto[]> {
  return request<RoleDto[]>(`${gateway().iam}/hzero/v1/member-roles/self-roles`);
}

/** Call table: `GET {iam}/hzero/v1/member-roles/current-role` (current role). */
export function fetchCurrentRole(): Promise<RoleDto> {
  return request<RoleDto>(`${gateway().iam}/hzero/v1/member-roles/current-role`);
}

/** Call table: `PUT {iam}/v1/users/roles` with query `roleId` (switch role). */
export function switchRole(roleId: number, options?: CallOptions): Promise<void> {
  return request<void>(`${gateway().iam}/v1/users/roles`, {
    method: 'PUT',
    params: { roleId },
    ...options,
  });
}
