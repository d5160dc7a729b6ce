/**
 * Which tab an address opens: the workplace, a page of the shell, a menu page (titled by the
 * menu), a page of a sub-app module, or, for an address nothing knows, a "not found" tab rather
 * than a silent fall-back to the workplace (a deliberate deviation from spec section 4: the user
 * sees why the page is missing instead of landing elsewhere without a word).
 *
 * An address below a menu leaf shows in that menu's tab when one is open (the reuse rule of
 * spec section 4 "Location listening", see @polaris/core/tabs/location-tab), so the open tabs
 * are part of the context.
 */
import { findModuleForPath, type ModuleConfig } from '../micro/manifest';
import { resolveModuleRoute } from '../micro/module-routes';
import { findLeafForPath, type MenuLeaf } from '../menu/menu-tree';
import type { LocationInfo } from './tabs-state';
import { isShellFreePath } from '@polaris/core/routing/area-paths';
import { isPublicRoutePath } from '@polaris/core/routing/public-paths';
import { LINK_PREFIX, linkAddressOf } from '../link/link-path';
import { tabKeyForAddress } from './location-tab';
import { createWorkplaceTab, type Tab } from './tabs';

export type PageKind = 'workplace' | 'link' | 'module' | 'not-found';

export function pageKindOf(pathname: string, modules: ModuleConfig[]): PageKind {
  if (pathname === '/' || pathname === '/workplace') return 'workplace';
  if (pathname.startsWith(LINK_PREFIX)) return 'link';
  return findModuleForPath(modules, pathname) ? 'module' : 'not-found';
}

export interface ResolveContext {
  leaves: MenuLeaf[];
  /** The open tabs, for the reuse rule. */
  tabs: Tab[];
  modules: ModuleConfig[];
  workplaceTitle: string;
  notFoundTitle: string;
  /** A module route's title (a text key or a text) as the user reads it; default as given. */
  titleOf?(title: string): string;
}

export function resolveTab(location: LocationInfo, context: ResolveContext): Tab | null {
  const { pathname, search } = location;
  if (isPublicRoutePath(pathname) || isShellFreePath(pathname)) return null;
  const kind = pageKindOf(pathname, context.modules);
  if (kind === 'workplace') return createWorkplaceTab(context.workplaceTitle);
  const leaf = findLeafForPath(context.leaves, pathname);
  // A tab's state is an object (spec: it may hold a _back marker); other history state is dropped.
  const state =
    typeof location.state === 'object' && location.state !== null && !Array.isArray(location.state)
      ? (location.state as Tab['state'])
      : undefined;
  // a module's declared route names the page when the menu does not (module-routes.ts)
  const route =
    kind === 'module' ? resolveModuleRoute(context.modules, pathname)?.route : undefined;
  const routeTitle = route?.title && (context.titleOf?.(route.title) ?? route.title);
  const fallbackTitle = kind === 'link' ? linkAddressOf(pathname) : context.notFoundTitle;
  return {
    key: tabKeyForAddress(context.tabs, pathname, leaf),
    path: pathname,
    title: leaf?.title ?? routeTitle ?? (kind === 'module' ? pathname : fallbackTitle),
    icon: leaf?.icon ?? route?.icon,
    closable: route?.closable ?? true,
    search,
    state,
    type: kind === 'link' ? 'inner-link' : leaf ? 'menu' : 'other',
    menuId: leaf?.id,
  };
}
