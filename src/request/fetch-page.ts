/**
 * The one way a list page reads a server page (spec sections 3 and 5):
 *
 *     fetchPage<JobInfoDto>(url, { jobCode: 'a', jobStatus: '', page: 0, size: 50 })
 *       → GET url?jobCode=a&page=0&size=50
 *
 * Empty filters are dropped and picker dates become text (`cleanFilters`), so a caller hands the
 * search form's values over as they are. The same list as a file: `exportPage` (export.ts).
 */
import { request, type RequestOptions } from './client';
import { cleanFilters } from './filters';
import type { Page } from './paging';

export function fetchPage<T>(
  url: string,
  query: object = {},
  options: Pick<RequestOptions, 'silent' | 'timeout' | 'headers' | 'fresh'> = {},
): Promise<Page<T>> {
  return request<Page<T>>(url, {
    method: 'GET',
    params: cleanFilters(query as Record<string, unknown>),
    ...options,
  });
}
