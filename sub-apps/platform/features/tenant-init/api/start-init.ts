/**
 * `POST {platform}/v1/tenant-init-logs`: creates the tenant and starts its initialisation, the
 * tenant administrator role going to `adminUserId`; answers the run (its first step running).
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  TenantInitLogDto,
  TenantInitStart,
} from '@polaris/core/services/platform/tenant-admin-types';

export function startInit(
  start: TenantInitStart,
  options?: CallOptions,
): Promise<TenantInitLogDto> {
  return request<TenantInitLogDto>(v1('platform', 'site', 'tenant-init-logs'), {
    method: 'POST',
    data: start,
    ...options,
  });
}
