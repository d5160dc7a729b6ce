/**
 * `DELETE {platform}/v1/prompts` with the rows as `[{ promptId, objectVersionNumber }]`: all or
 * none. The bundled text of a deleted key shows again from the next texts load.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { PromptRef } from '@polaris/core/services/platform/text-admin-types';

export async function deletePrompts(prompts: PromptRef[], options?: CallOptions): Promise<void> {
  await request<unknown>(v1('platform', 'site', 'prompts'), {
    method: 'DELETE',
    data: prompts.map(({ promptId, objectVersionNumber }) => ({ promptId, objectVersionNumber })),
    ...options,
  });
}
