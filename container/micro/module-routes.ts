/**
 * Route tables from module manifests (spec section 2, property variant; section 3 "Route
 * entry"): a module may declare its pages, each with path, name, title, icon, authority,
 * closable (default true), exact, priority and nested components with a load order.
 *
 * Which module owns an address: every module that answers it competes, through a declared route
 * (with the route's priority, else its module's) or through its `registerRegex` (with the
 * module's priority). The highest priority wins; on a tie a declared route beats a pattern (it is
 * more precise), then the module listed first.
 */
import { componentsInLoadOrder } from '@polaris/core/micro/route-components';
import { pathMatches } from '../routing/route-config';

export { componentsInLoadOrder };

export interface ModuleRoute {
  path: string;
  name?: string;
  /** The tab's title when the menu has none for the path. */
  title?: string;
  icon?: string;
  /** Permission codes, one of which the user needs (empty: anyone signed in). */
  authority: string[];
  closable: boolean;
  exact: boolean;
  /** Falls back to the module's priority. */
  priority?: number;
  type: 'react' | 'vue';
  /** Nested component names in the order they load. */
  components: string[];
}

export interface RouteOwner<M> {
  module: M;
  /** The declared route that answered, when one did. */
  route?: ModuleRoute;
}

interface RoutedModule {
  priority: number;
  registerRegex: string;
  routes: ModuleRoute[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** A manifest's `routes`; entries without a path starting with / are reported and skipped. */
export function parseModuleRoutes(
  raw: unknown,
  where: string,
): { routes: ModuleRoute[]; errors: string[] } {
  if (raw === undefined) return { routes: [], errors: [] };
  if (!Array.isArray(raw))
    return { routes: [], errors: [`module ${where}: routes must be a list`] };
  const routes: ModuleRoute[] = [];
  const errors: string[] = [];
  raw.forEach((item, index) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const path = text(entry.path);
    if (!path?.startsWith('/')) {
      errors.push(`module ${where}: route #${index + 1} needs a path starting with /`);
      return;
    }
    const authority = Array.isArray(entry.authority)
      ? entry.authority.filter((code): code is string => typeof code === 'string')
      : typeof entry.authority === 'string'
        ? [entry.authority]
        : [];
    routes.push({
      path,
      name: text(entry.name),
      title: text(entry.title),
      icon: text(entry.icon),
      authority,
      closable: entry.closable !== false,
      exact: entry.exact === true,
      priority: typeof entry.priority === 'number' ? entry.priority : undefined,
      type: entry.type === 'vue' ? 'vue' : 'react',
      components: componentsInLoadOrder(entry.components),
    });
  });
  return { routes, errors };
}

// Compiled once per pattern: the shell asks for every tab on every render.
const compiled = new Map<string, RegExp>();
function registerPattern(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    compiled.set(source, pattern);
  }
  return pattern;
}

/** The module (and declared route) that owns `pathname`, by the rules of the module comment. */
export function resolveModuleRoute<M extends RoutedModule>(
  modules: readonly M[],
  pathname: string,
): RouteOwner<M> | undefined {
  let best: { owner: RouteOwner<M>; priority: number } | undefined;
  const consider = (owner: RouteOwner<M>, priority: number) => {
    const beats =
      !best ||
      priority > best.priority ||
      (priority === best.priority && owner.route !== undefined && best.owner.route === undefined);
    if (beats) best = { owner, priority };
  };
  for (const module of modules) {
    for (const route of module.routes) {
      if (pathMatches(route.path, pathname, route.exact)) {
        consider({ module, route }, route.priority ?? module.priority);
      }
    }
    if (registerPattern(module.registerRegex).test(pathname)) consider({ module }, module.priority);
  }
  return best?.owner;
}
