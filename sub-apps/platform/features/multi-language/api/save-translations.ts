/**
 * `PUT {platform}/v1/multi-language`: a record's field (table, field, id) in every language at
 * once; answers the field per language. The product's readers of the field answer it at once.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  MultiLanguageSave,
  MultiLanguageValueDto,
} from '@polaris/core/services/platform/multi-language-types';

export function saveTranslations(
  save: MultiLanguageSave,
  options?: CallOptions,
): Promise<MultiLanguageValueDto[]> {
  return request<MultiLanguageValueDto[]>(v1('platform', 'site', 'multi-language'), {
    method: 'PUT',
    data: save,
    ...options,
  });
}
