/** `DELETE {platform}/v1/lov-view-headers` with `[{ viewHeaderId, objectVersionNumber }]`: all or none. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { LovViewRef } from '@polaris/core/services/platform/lov-view-admin-types';

export async function deleteLovViews(views: LovViewRef[], options?: CallOptions): Promise<void> {
  await request<unknown>(v1('platform', 'site', 'lov-view-headers'), {
    method: 'DELETE',
    data: views.map(({ viewHeaderId, objectVersionNumber }) => ({
      viewHeaderId,
      objectVersionNumber,
    })),
    ...options,
  });
}
