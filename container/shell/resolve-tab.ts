/**
 * Which tab an address opens: the workplace, a page of the shell, a menu page (titled by the
 * menu), a page of a sub-app module, or, for an address nothing knows, a "not found" tab rather
 * than a silent fall-back to the workplace.
 */
import { findModuleForPath, type ModuleConfig } from '@polaris/core/micro/manifest';
import { findLeafForPath, type MenuLeaf } from '@polaris/core/menu/menu-tree';
import type { LocationInfo } from '@polaris/core/models/global';
import { isPublicRoutePath } from '@polaris/core/routing/public-routes';
import { createWorkplaceTab, isPublicPath, type Tab } from '@polaris/core/tabs/tabs';

export type PageKind = 'workplace' | 'link' | 'module' | 'not-found';

export const LINK_PREFIX = '/link/';

export function pageKindOf(pathname: string, modules: ModuleConfig[]): PageKind {
  if (pathname === '/' || pathname === '/workplace') return 'workplace';
  if (pathname.startsWith(LINK_PREFIX)) return 'link';
  return findModuleForPath(modules, pathname) ? 'module' : 'not-found';
}

/** A typed address such as '/link/100%' is not valid percent-encoding: shown as it is. */
/** The address inside a /link/ path; a malformed encoding is shown as it is. */
export function decodeLink(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

export interface ResolveContext {
  leaves: MenuLeaf[];
  modules: ModuleConfig[];
  workplaceTitle: string;
  notFoundTitle: string;
}

export function resolveTab(location: LocationInfo, context: ResolveContext): Tab | null {
  const { pathname, search } = location;
  if (isPublicRoutePath(pathname) || isPublicPath(pathname)) return null;
  const kind = pageKindOf(pathname, context.modules);
  if (kind === 'workplace') return createWorkplaceTab(context.workplaceTitle);
  const leaf = findLeafForPath(context.leaves, pathname);
  const state = (location.state ?? undefined) as Tab['state'];
  const fallbackTitle =
    kind === 'link' ? decodeLink(pathname.slice(LINK_PREFIX.length)) : context.notFoundTitle;
  return {
    key: pathname,
    path: pathname,
    title: leaf?.title ?? (kind === 'module' ? pathname : fallbackTitle),
    icon: leaf?.icon,
    closable: true,
    search,
    state,
    type: kind === 'link' ? 'inner-link' : leaf ? 'menu' : 'other',
    menuId: leaf?.id,
  };
}
