/**
 * Export calls through the platform client (spec section 7). Column export sends the caller's
 * parameters plus exportType=COLUMN (in the query for GET, in the body otherwise); async export
 * sends the given query pairs and returns the server's answer (typically a task to follow).
 * `exportPage` is a list page's column export: the list as a file, saved for the user.
 */
import { request, type HttpMethod } from './client';
import { downloadByArrayBuffer, type DownloadedFile, type FileSaver } from './download';
import { cleanFilters } from './filters';

export const COLUMN_EXPORT_TYPE = 'COLUMN';

export function columnExport<T = unknown>(
  url: string,
  method: HttpMethod = 'GET',
  params: Record<string, unknown> = {},
): Promise<T> {
  const withType = { ...params, exportType: COLUMN_EXPORT_TYPE };
  return request<T>(
    url,
    method === 'GET' ? { method, params: withType, fresh: true } : { method, data: withType },
  );
}

export type QueryPairs = Record<string, unknown> | ReadonlyArray<readonly [string, unknown]>;

/** `[['a', 1], ['a', 2]]` → `{ a: [1, 2] }`, so repeated keys repeat in the query. */
export function pairsToParams(pairs: QueryPairs): Record<string, unknown> {
  if (!Array.isArray(pairs)) return { ...(pairs as Record<string, unknown>) };
  const params: Record<string, unknown> = {};
  for (const [key, value] of pairs as ReadonlyArray<readonly [string, unknown]>) {
    if (!(key in params)) params[key] = value;
    else params[key] = ([] as unknown[]).concat(params[key], value);
  }
  return params;
}

export function asyncExport<T = unknown>(url: string, pairs: QueryPairs = {}): Promise<T> {
  return request<T>(url, { method: 'GET', params: pairsToParams(pairs), fresh: true });
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
