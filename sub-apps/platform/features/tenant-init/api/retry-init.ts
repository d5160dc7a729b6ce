/** `POST {platform}/v1/tenant-init-logs/{initLogId}/retry`: runs a failed initialisation's failed step again. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { TenantInitLogDto } from '@polaris/core/services/platform/tenant-admin-types';

export function retryInit(initLogId: number, options?: CallOptions): Promise<TenantInitLogDto> {
  return request<TenantInitLogDto>(v1('platform', 'site', `tenant-init-logs/${initLogId}/retry`), {
    method: 'POST',
    ...options,
  });
}
