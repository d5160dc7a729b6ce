/**
 * Where "Open page" may go (pure): the audit page route the gateway answers is opened only when
 * it is a path on our own origin (the shared address rule, src/security/addresses.ts); anything
 * else is refused and shown as text, never followed.
 */
import { toSameOriginPath } from '@polaris/core/security/addresses';

export type PageTarget =
  | { kind: 'open'; path: string }
  | { kind: 'refused'; route: string }
  | { kind: 'none' };

export function pageTarget(route: unknown): PageTarget {
  if (route === null || route === undefined || (typeof route === 'string' && !route.trim())) {
    return { kind: 'none' };
  }
  const path = toSameOriginPath(route);
  return path ? { kind: 'open', path } : { kind: 'refused', route: String(route) };
}
