import { getRuntimeConfig } from '../../config/runtime';
import { request } from '../../request/client';
import type { TenantDto } from './types';

export function fetchSelfTenants(): Promise<TenantDto[]> {
  return request<TenantDto[]>(`${getRuntimeConfig().services.iam}/hzero/v1/users/self-tenants`);
}
