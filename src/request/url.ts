/**
 * Pure URL and query rules of the request client (spec sections 5 and 7): placeholders filled
 * from the session, the API host in front of relative URLs, empty query values dropped, and qs
 * with the platform's limits.
 */
import qs from 'qs';
import { tenantPrefix, type SessionValues } from '../session/current-session';

/** qs limits of spec section 9 (parser depth 5, array limit 20, parameter limit 1000). */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//');
}

export function withApiHost(url: string, apiHost: string): string {
  if (isAbsoluteUrl(url) || !apiHost) return url;
  return `${apiHost.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** `{tenantId}`/`{organizationId}` → the organisation; `{tenantPrefix}` → '' or '/{id}'. */
export function fillPlaceholders(url: string, session: SessionValues): string {
  const org = session.organizationId === undefined ? '' : String(session.organizationId);
  return url
    .replace(/\{tenantPrefix\}/g, tenantPrefix(session))
    .replace(/\{(tenantId|organizationId)\}/g, org);
}

/** undefined, null, '' and [] carry no filter: they are removed before a query is sent. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function cleanQuery(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!isEmptyValue(value)) out[key] = value;
  }
  return out;
}

/** Lists repeat the key (`a=1&a=2`), as Spring binds them; nested objects use brackets. */
export function serializeQuery(params: Record<string, unknown>): string {
  return qs.stringify(cleanQuery(params), { arrayFormat: 'repeat', allowDots: false });
}

export function parseQuery(search: string): Record<string, unknown> {
  return qs.parse(search.replace(/^\?/, ''), QUERY_LIMITS);
}
