/**
 * Route configuration rules (spec section 2 "Route configuration"), as pure functions over plain
 * data so every rule has a table-driven test:
 *
 * - a route may carry key, authorized, title, icon, exact, a type (react or vue), a component and
 *   child routes;
 * - a path is the parent path plus the child path, duplicate slashes collapsed (and no trailing
 *   slash except for '/');
 * - a route with children but no component is flattened into its children, which inherit its
 *   `authorized` and `type` unless they set their own;
 * - routes are matched against the menu leaves to get a name, title, icon, authority and
 *   breadcrumb visibility (the route's own values win over the menu's);
 * - the nested-route helper gives the child routes of a path and the first child to redirect to.
 *
 * Whether a path answers a pattern is react-router's `matchPath`, the matcher the routes are
 * rendered with: `:name` matches one segment, a final `*` anything below, and a route that is not
 * `exact` is its path followed by `/*`. Matching is case-sensitive (react-router's
 * `caseSensitive`).
 */
import { matchPath } from 'react-router-dom';

/** react-router's path pattern (react-router-dom 6.3 exports `matchPath`, not the type). */
export type PathPattern = Exclude<Parameters<typeof matchPath>[0], string>;

export type RouteType = 'react' | 'vue';

export interface RouteConfig<C = unknown> {
  path: string;
  key?: string;
  /** Reachable with a session alone, without a menu entry of the current role. */
  authorized?: boolean;
  title?: string;
  icon?: string;
  /** The route matches its path only, not the paths below it. Default false. */
  exact?: boolean;
  /** Default 'react'. */
  type?: RouteType;
  component?: C;
  children?: RouteConfig<C>[];
  /** Own values that win over the menu's (usually left to the menu). */
  name?: string;
  authority?: string[];
  breadcrumb?: boolean;
}

/**
 * Spec section 3 "Route data": path, key, title, icon, authorized, the path pattern (the spec's
 * pathRegexp, here as react-router's pattern) and the rest.
 */
export interface RouteData<C = unknown> {
  path: string;
  key: string;
  title?: string;
  icon?: string;
  authorized: boolean;
  exact: boolean;
  type: RouteType;
  component?: C;
  /** The addresses this route answers, for `matchPath` (honours `exact`). */
  pattern: PathPattern;
  /** Nested routes of a route that has a component (full paths). */
  children: RouteData<C>[];
  name?: string;
  authority?: string[];
  breadcrumb?: boolean;
}

/** What a menu leaf offers a route (a `MenuLeaf`, optionally with the node's help type). */
export interface MenuMatchLeaf {
  id?: number;
  path: string;
  name: string;
  title: string;
  icon?: string;
  helpType?: string;
}

export interface MatchedRoute<C = unknown> extends RouteData<C> {
  authority: string[];
  breadcrumb: boolean;
  menuId?: number;
  children: MatchedRoute<C>[];
}

/** Collapses duplicate slashes, adds the leading one, drops a trailing one (except for '/'). */
export function normalizePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** Parent path plus child path (spec: duplicate slashes collapsed). */
export function joinPaths(parent: string, child: string): string {
  return normalizePath(`${parent}/${child}`);
}

/** The react-router pattern of a path: `exact` false also answers the paths below it. */
function pathPattern(path: string, exact = true): PathPattern {
  const normal = normalizePath(path);
  const below = !exact && !normal.endsWith('*');
  return {
    path: below ? joinPaths(normal, '*') : normal,
    caseSensitive: true,
    end: true,
  };
}

/** Whether `pathname` is an address `pattern` answers (see the module comment). */
export function pathMatches(pattern: string, pathname: string, exact = true): boolean {
  return matchPath(pathPattern(pattern, exact), pathname) !== null;
}

export function hasParams(path: string): boolean {
  return /(^|\/)(:|\*)/.test(path);
}

/** Flattens a route tree into route data with full paths (see the module comment). */
export function flattenRoutes<C>(
  routes: RouteConfig<C>[],
  parentPath = '/',
  inherited: Pick<RouteConfig<C>, 'authorized' | 'type'> = {},
): RouteData<C>[] {
  const result: RouteData<C>[] = [];
  for (const route of routes) {
    const path = joinPaths(parentPath, route.path);
    const authorized = route.authorized ?? inherited.authorized;
    const type = route.type ?? inherited.type;
    if (route.children?.length && route.component === undefined) {
      result.push(...flattenRoutes(route.children, path, { authorized, type }));
      continue;
    }
    const exact = route.exact ?? false;
    result.push({
      path,
      key: route.key ?? path,
      title: route.title,
      icon: route.icon,
      authorized: authorized ?? false,
      exact,
      type: type ?? 'react',
      component: route.component,
      pattern: pathPattern(path, exact),
      children: route.children ? flattenRoutes(route.children, path, { authorized, type }) : [],
      name: route.name,
      authority: route.authority,
      breadcrumb: route.breadcrumb,
    });
  }
  return result;
}

/**
 * The first route (children before their parent) answering `pathname`, with the values of its
 * `:name` parameters in the order the path names them.
 */
export function matchRoute<C>(
  routes: RouteData<C>[],
  pathname: string,
): { route: RouteData<C>; params: string[] } | undefined {
  const path = normalizePath(pathname);
  for (const route of routes) {
    const nested = matchRoute(route.children, path);
    if (nested) return nested;
    const match = matchPath(route.pattern, path);
    if (match) {
      const params = Object.entries(match.params)
        .filter(([name]) => name !== '*')
        .map(([, value]) => value ?? '');
      return { route, params };
    }
  }
  return undefined;
}

const HIDDEN_BREADCRUMB = new Set(['NONE', 'HIDDEN', 'HIDE']);

/**
 * Breadcrumb visibility of a menu item. The server has no dedicated flag: a help type of `NONE`,
 * `HIDDEN` or `HIDE` (any case) hides it; anything else, or none, shows it.
 */
export function breadcrumbVisible(helpType: string | undefined): boolean {
  return !HIDDEN_BREADCRUMB.has((helpType ?? '').trim().toUpperCase());
}

/** The leaf of a route: same path first, else a parameter pattern of the route or of the leaf. */
export function findLeafForRoute<L extends MenuMatchLeaf>(
  routePath: string,
  leaves: L[],
): L | undefined {
  const path = normalizePath(routePath);
  const exact = leaves.find((leaf) => normalizePath(leaf.path) === path);
  if (exact) return exact;
  if (hasParams(path)) {
    const byRoute = leaves.find((leaf) => pathMatches(path, normalizePath(leaf.path)));
    if (byRoute) return byRoute;
  }
  return leaves.find((leaf) => hasParams(leaf.path) && pathMatches(leaf.path, path));
}

/** Each route (and nested route) with the name, title, icon, authority and breadcrumb flag. */
export function matchRoutesToMenu<C>(
  routes: RouteData<C>[],
  leaves: MenuMatchLeaf[],
): MatchedRoute<C>[] {
  return routes.map((route) => {
    const leaf = findLeafForRoute(route.path, leaves);
    return {
      ...route,
      name: route.name ?? leaf?.name,
      title: route.title ?? leaf?.title,
      icon: route.icon ?? leaf?.icon,
      authority: route.authority ?? (leaf ? [leaf.name] : []),
      breadcrumb: route.breadcrumb ?? breadcrumbVisible(leaf?.helpType),
      menuId: leaf?.id,
      children: matchRoutesToMenu(route.children, leaves),
    };
  });
}

function findRouteByPath<C>(routes: RouteData<C>[], path: string): RouteData<C> | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const nested = findRouteByPath(route.children, path);
    if (nested) return nested;
  }
  return undefined;
}

export interface NestedRoutes<C> {
  /** The route at the path itself, when one exists (it was not flattened away). */
  route?: RouteData<C>;
  children: RouteData<C>[];
  /** The first child without parameters: where the path itself redirects. */
  redirectTo?: string;
}

/**
 * The child routes of `path`: the nested routes of the route at that path, or, when the path's
 * route was flattened away (children but no component), the routes below the path.
 */
export function nestedRoutesOf<C>(routes: RouteData<C>[], path: string): NestedRoutes<C> {
  const base = normalizePath(path);
  const route = findRouteByPath(routes, base);
  const prefix = base === '/' ? '/' : `${base}/`;
  const children = route?.children.length
    ? route.children
    : routes.filter((candidate) => candidate.path !== base && candidate.path.startsWith(prefix));
  const first = children.find((child) => !hasParams(child.path));
  return { route, children, redirectTo: first?.path };
}
