/** `DELETE {platform}/v1/static-texts` with `[{ textId, objectVersionNumber }]`: all or none. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { StaticTextRef } from '@polaris/core/services/platform/text-admin-types';

export async function deleteStaticTexts(
  texts: StaticTextRef[],
  options?: CallOptions,
): Promise<void> {
  await request<unknown>(v1('platform', 'site', 'static-texts'), {
    method: 'DELETE',
    data: texts.map(({ textId, objectVersionNumber }) => ({ textId, objectVersionNumber })),
    ...options,
  });
}
