/**
 * The full URL of a call, built as the request client builds it (spec section 7): session
 * placeholders filled, the API host in front of a relative URL, empty query values dropped.
 */
import { getRuntimeConfig } from '../config/runtime';
import { getSession } from '../session/current-session';
import { fillPlaceholders, serializeQuery, withApiHost } from './url';

export function appendQuery(url: string, query: string): string {
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export function targetUrl(url: string, params?: Record<string, unknown>): string {
  const base = withApiHost(fillPlaceholders(url, getSession()), getRuntimeConfig().apiHost);
  return appendQuery(base, params ? serializeQuery(params) : '');
}
