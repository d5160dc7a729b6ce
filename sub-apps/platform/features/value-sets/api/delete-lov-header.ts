/**
 * `DELETE {platform}/v1[/{organizationId}]/lov-headers` with `{ lovId, objectVersionNumber }`:
 * removes a set and its values. The tenant form may delete its organisation's own sets only.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions, type TenantScope } from '@polaris/core/services/shared';
import type { LovHeaderRef } from '@polaris/core/services/platform/types';

export async function deleteLovHeader(
  header: LovHeaderRef,
  scope: TenantScope,
  options?: CallOptions,
): Promise<void> {
  const { lovId, objectVersionNumber } = header;
  await request<unknown>(v1('platform', scope, 'lov-headers'), {
    method: 'DELETE',
    data: { lovId, objectVersionNumber },
    ...options,
  });
}
