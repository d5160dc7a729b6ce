import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type { MultiLanguageQuery, MultiLanguageValueDto } from './types';

/** Call table: `GET {platform}/v1/multi-language` with query (multi-language texts of a field). */
export function fetchMultiLanguage(
  query: MultiLanguageQuery,
  options?: CallOptions,
): Promise<MultiLanguageValueDto[]> {
  return request<MultiLanguageValueDto[]>(v1('platform', 'site', 'multi-language'), {
    method: 'GET',
    params: query,
    ...options,
  });
}
