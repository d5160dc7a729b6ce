/**
 * `POST {platform}/v1/prompts` creates a text of a key in a language (no promptId); `PUT` changes
 * the text of one (`promptId` and a current `objectVersionNumber`). Answers the row as saved; the
 * next texts load of that language serves it.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { PromptDto, PromptSave } from '@polaris/core/services/platform/text-admin-types';

export function savePrompt(prompt: PromptSave, options?: CallOptions): Promise<PromptDto> {
  return request<PromptDto>(v1('platform', 'site', 'prompts'), {
    method: prompt.promptId === undefined ? 'POST' : 'PUT',
    data: prompt,
    ...options,
  });
}
