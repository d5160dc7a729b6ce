/** `GET {platform}/v1/tenant-init-logs/{initLogId}`: one initialisation with its steps as they stand. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { TenantInitLogDto } from '@polaris/core/services/platform/tenant-admin-types';

export function fetchInitLog(initLogId: number, options?: CallOptions): Promise<TenantInitLogDto> {
  return request<TenantInitLogDto>(v1('platform', 'site', `tenant-init-logs/${initLogId}`), {
    method: 'GET',
    ...options,
  });
}
