/**
 * A module's pages from its manifest's route table (spec section 2): each declared route names
 * its components with a load order; the first is the route's page, the others (parts the page
 * opens later: an import dialog, a print view) load after it has rendered, one after another
 * in that order, so they are there when asked for without delaying the page.
 */
import { useEffect, type ComponentType } from 'react';
import { retryableLazy } from '../loading/retryable-lazy';
import { componentsInLoadOrder, type ModuleRouteComponent } from '../micro/route-components';
import type { PageRoute } from './types';

export type ComponentLoader = () => Promise<{ default: ComponentType }>;

export interface DeclaredRoute {
  path: string;
  /** Text key of the title. */
  title: string;
  /** The menu codes of which the user needs one (none: anyone signed in). */
  authority?: string[];
  /** Names, or names with a load order. */
  components: readonly (ModuleRouteComponent | string)[];
}

/** Runs the loaders one after another; stops early when `stopped` says so. */
export async function loadInOrder(
  loaders: ComponentLoader[],
  stopped: () => boolean,
): Promise<void> {
  for (const load of loaders) {
    if (stopped()) return;
    // a part that fails now is loaded (and reported) again when the page opens it
    await load().catch(() => undefined);
  }
}

export function manifestPageRoutes<R extends DeclaredRoute>(
  routes: readonly R[],
  loaders: Readonly<Record<string, ComponentLoader>>,
  wrap: (route: R, page: ComponentType) => ComponentType = (_route, page) => page,
): PageRoute[] {
  return routes.map((route) => {
    const names = componentsInLoadOrder(route.components);
    const missing = names.filter((name) => !loaders[name]);
    if (names.length === 0 || missing.length > 0) {
      throw new Error(
        `route ${route.path}: ${names.length ? `no component ${missing.join(', ')} in this module` : 'no components'}`,
      );
    }
    const Page = retryableLazy(loaders[names[0]]);
    const later = names.slice(1).map((name) => loaders[name]);
    function DeclaredPage() {
      useEffect(() => {
        let stopped = false;
        void loadInOrder(later, () => stopped);
        return () => {
          stopped = true;
        };
      }, []);
      return <Page />;
    }
    return {
      path: route.path,
      titleKey: route.title,
      authority: route.authority?.length ? route.authority : undefined,
      component: wrap(route, DeclaredPage),
    };
  });
}
