/** `GET {platform}/v1[/{organizationId}]/lov-headers/{lovId}`: one value set (fetchLovHeaders). */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions, type TenantScope } from '@polaris/core/services/shared';
import type { LovHeaderDto } from '@polaris/core/services/platform/types';

export function fetchLovHeader(
  lovId: number,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<LovHeaderDto> {
  return request<LovHeaderDto>(v1('platform', scope, `lov-headers/${lovId}`), {
    method: 'GET',
    ...options,
  });
}
