/**
 * The one way a list page reads a server page, and asks for the same list as a file (spec
 * sections 3, 5 and 7):
 *
 *     fetchPage<JobInfoDto>(url, { jobCode: 'a', jobStatus: '', page: 0, size: 50 })
 *       → GET url?jobCode=a&page=0&size=50
 *
 * Empty filters are dropped and picker dates become text (`cleanFilters`), so a caller hands the
 * search form's values over as they are. `exportPage` sends the same filters and sort with
 * `exportType=COLUMN` and the columns the user sees, and saves the file the server answers.
 */
import { request, type RequestOptions } from './client';
import { downloadByArrayBuffer, type DownloadedFile, type FileSaver } from './download';
import { COLUMN_EXPORT_TYPE } from './export';
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

/** A column of an export: the row field and the heading the user sees. */
export interface ExportColumn {
  field: string;
  title: string;
}

export interface ExportOptions {
  /** The file name when the server gives none. */
  fallbackName?: string;
  saver?: FileSaver | null;
}

/**
 * The list as a file: every row the filters find (no page), in the sort shown, with the given
 * columns in order (`exportColumns` and `exportTitles`, repeated and aligned).
 */
export function exportPage(
  url: string,
  query: object,
  columns: readonly ExportColumn[],
  options: ExportOptions = {},
): Promise<DownloadedFile> {
  const { page: _page, size: _size, ...filters } = cleanFilters(query as Record<string, unknown>);
  return downloadByArrayBuffer(url, {
    method: 'GET',
    params: {
      ...filters,
      exportType: COLUMN_EXPORT_TYPE,
      exportColumns: columns.map((column) => column.field),
      exportTitles: columns.map((column) => column.title),
    },
    fallbackName: options.fallbackName,
    saver: options.saver,
  });
}
