// The shape of the cross-tenant and cross-role table (scoping-table.ts): for every route the
// dispatcher serves, whether it is public, the same for every caller (with the reason), or scoped,
// and then what a caller may do with its own records and what it tries on others'.
import { TENANTS, type Caller, type DemoUser } from './scoping-fixtures';

/** One request: the route's pattern filled with `params` (the tenant one: the caller's). */
export interface Call {
  params?: Record<string, string | number>;
  /** The query string, without `?`. */
  query?: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart form instead; with `file`, a small text file part of that name. */
  form?: Record<string, string>;
  file?: string;
}

/** What the victim (the other user, or a role of the tenant) still sees after. */
export interface Check {
  user: DemoUser;
  /** The role to look as (default: the one a sign-in starts with). */
  roleId?: number;
  path: string;
  holds: (body: unknown) => boolean;
}

/**
 * A call on someone else's records. It passes when the gateway refuses it; a read that filters
 * rather than refuses passes when its answer does not `reveal` the victim's data, a write that
 * ignores rather than refuses when the victim `still` sees its data.
 */
export interface Probe extends Call {
  reveals?: (body: unknown) => boolean;
  still?: Check;
}

/** The site form (no organisation in the path) or the tenant form. */
export type Form = 'site' | 'tenant';

export interface ScopedRoute {
  kind: 'scoped';
  /** The caller's own call: the positive control, and what a refused role tries. */
  own: (c: Caller) => Call;
  /** The callers whose role may make the call (default all); the others get HTTP 403. */
  role?: (c: Caller) => boolean;
  /** Whether the own call is checked to succeed for a caller whose role may make it. */
  checkOwn?: (c: Caller) => boolean;
  /** What the caller tries on the records of another tenant. */
  others?: (c: Caller, victim: number, form: Form) => Probe[];
  /** What the caller tries on the other demo user's records. */
  otherUser?: (c: Caller) => Probe[];
}

export type RouteScope =
  | { kind: 'public'; why: string }
  | { kind: 'same'; why: string }
  | ScopedRoute;

/** Rows keyed `METHOD pattern`, the pattern exactly as the route registers it. */
export type ScopeTable = Record<string, RouteScope>;

export const pub = (why: string): RouteScope => ({ kind: 'public', why });
export const same = (why: string): RouteScope => ({ kind: 'same', why });
export const scoped = (route: Omit<ScopedRoute, 'kind'>): RouteScope => ({
  kind: 'scoped',
  ...route,
});

/** The path parameters that name the organisation. */
export const TENANT_PARAMS = ['tid', 'orgId', 'tenantId'];

const OPTIONAL_TENANT = /\[\/(:[A-Za-z]+)\]/;

/** Rows for both forms of a pattern written with an optional tenant segment (`[/:tid]`). */
export function forms(method: string, pattern: string, scope: RouteScope): ScopeTable {
  const variants = OPTIONAL_TENANT.test(pattern)
    ? [pattern.replace(OPTIONAL_TENANT, '/$1'), pattern.replace(OPTIONAL_TENANT, '')]
    : [pattern];
  return Object.fromEntries(variants.map((variant) => [`${method} ${variant}`, scope]));
}

/** A row for each method of a pattern. */
export function methods(list: string[], pattern: string, scope: RouteScope): ScopeTable {
  return Object.assign({}, ...list.map((method) => forms(method, pattern, scope)));
}

/** The page's rows (`content`) of an answer, or none. */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  const content = (body as { content?: unknown } | null)?.content;
  if (Array.isArray(content)) return content as Record<string, unknown>[];
  return Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
}

/** A read's answer reveals something when it has any row. */
export const anyRow = (body: unknown): boolean => rowsOf(body).length > 0;

/** A call whose only scope is the organisation in the path. */
export const pathOnly = (call: Call = {}): RouteScope => scoped({ own: () => call });

/** Whether the caller may reach another tenant's records on this form (site level, site form). */
export const seesAll = (c: Caller, form: Form): boolean => c.site && form === 'site';

/** Every tenant but the caller's. */
export const victimsOf = (c: Caller): number[] => TENANTS.filter((t) => t !== c.tenantId);
