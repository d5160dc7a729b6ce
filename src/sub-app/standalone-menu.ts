/**
 * The pages a sub-app running alone lists in its top bar. One entry per title: a page with a
 * platform form and an organisation form (Value Sets: /hpfm/value-list and /hpfm/value-list-org)
 * is one entry, the form the user's role may open; a page the role is refused is not listed, nor
 * one whose path needs :params.
 */
import type { Authority } from '../permissions/authority';
import type { PermissionState } from '../permissions/usePermission';

interface MenuRoute {
  path: string;
  titleKey: string;
  authority?: Authority;
}

/** The codes to check for a route's authority; none (listed) for a function or a promise. */
export function authorityCodes(authority: Authority): string[] {
  if (typeof authority === 'string') return authority ? [authority] : [];
  return Array.isArray(authority) ? [...(authority as readonly string[])] : [];
}

/** The routes whose path can be opened from a menu (no :params), in order. */
export function linkableRoutes<R extends MenuRoute>(routes: readonly R[]): R[] {
  return routes.filter((route) => !route.path.includes(':'));
}

/**
 * `states[i]` is the permission state of `routes[i]`'s authority. Denied routes are left out;
 * of routes sharing a title the first allowed one stays (the first pending one until then).
 */
export function standaloneMenuRoutes<R extends MenuRoute>(
  routes: readonly R[],
  states: readonly PermissionState[],
): R[] {
  const candidates = routes
    .map((route, index) => ({ route, status: states[index]?.status ?? 'allowed' }))
    .filter((candidate) => candidate.status !== 'denied');
  const chosen = new Map<string, (typeof candidates)[number]>();
  for (const candidate of candidates) {
    const held = chosen.get(candidate.route.titleKey);
    if (!held || (held.status === 'pending' && candidate.status === 'allowed')) {
      chosen.set(candidate.route.titleKey, candidate);
    }
  }
  const kept = new Set([...chosen.values()].map((candidate) => candidate.route));
  return routes.filter((route) => kept.has(route));
}
