/**
 * `POST {platform}/v1/tenants` (a new tenant, its number once) or `PUT` (the changed fields of one
 * read at `objectVersionNumber`, refused when stale): answers the saved tenant.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { TenantInfoDto, TenantSave } from '@polaris/core/services/platform/tenant-admin-types';

export function saveTenant(tenant: TenantSave, options?: CallOptions): Promise<TenantInfoDto> {
  return request<TenantInfoDto>(v1('platform', 'site', 'tenants'), {
    method: tenant.tenantId === undefined ? 'POST' : 'PUT',
    data: tenant,
    ...options,
  });
}
