import { request } from '../../request/client';
import { gateway, type CallOptions } from '../shared';
import type { TenantDto } from './types';

/** Call table: `GET {iam}/hzero/v1/users/self-tenants` (tenants). */
export function fetchSelfTenants(): Promise<TenantDto[]> {
  return request<TenantDto[]>(`${gateway().iam}/hzero/v1/users/self-tenants`);
}

/** Call table: `PUT {iam}/v1/users/tenant-id` with query `tenantId` (switch tenant). */
export function switchTenant(tenantId: number, options?: CallOptions): Promise<void> {
  return request<void>(`${gateway().iam}/v1/users/tenant-id`, {
    method: 'PUT',
    params: { tenantId },
    ...options,
  });
}

/** Call table: `PUT {iam}/hzero/v1/users/default-tenant` with query `tenantId` (default tenant). */
export function updateDefaultTenant(tenantId: number, options?: CallOptions): Promise<void> {
  return request<void>(`${gateway().iam}/hzero/v1/users/default-tenant`, {
    method: 'PUT',
    params: { tenantId },
    ...options,
  });
}
