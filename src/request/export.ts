/**
 * Export calls through the platform client (spec section 7). Column export sends the caller's
 * parameters plus exportType=COLUMN (in the query for GET, in the body otherwise); async export
 * sends the given query pairs and returns the server's answer (typically a task to follow).
 */
import { request, type HttpMethod } from './client';

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
