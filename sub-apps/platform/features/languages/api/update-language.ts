/**
 * `PUT {platform}/v1/languages`: the fields sent of one language (`id` and a current
 * `objectVersionNumber`), enabling and disabling it too. Answers the language as saved; the
 * header's language list (lookup HPFM.LANGUAGE) offers the enabled ones from its next load.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { LanguageDto, LanguageSave } from '@polaris/core/services/platform/text-admin-types';

export function updateLanguage(
  language: LanguageSave,
  options?: CallOptions,
): Promise<LanguageDto> {
  return request<LanguageDto>(v1('platform', 'site', 'languages'), {
    method: 'PUT',
    data: language,
    ...options,
  });
}
