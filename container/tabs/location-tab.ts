/**
 * Rules for the tab an address opens (spec section 4 "Location listening"). The spec sentence for
 * an address that is not an authorized route: "look for a matching menu leaf; reuse an existing
 * tab with the same first path segment or add a tab titled by the menu name".
 *
 * Our reading: a tab belongs to a menu leaf, and pages reached inside a menu page (a detail page
 * such as /hiam/user/detail/7 under the leaf /hiam/user) show in that menu's tab instead of
 * opening one tab per record. Taken literally, "same first path segment" alone would make every
 * page of a module (/hiam/user and /hiam/role: first segment "hiam") share one tab, which
 * contradicts "add a tab titled by the menu name" for each menu. So a tab is reused when it has
 * the same first path segment as the address AND was opened for the same menu leaf. Otherwise a
 * new tab is added, keyed by the leaf's path so that the next page of that menu finds it and the
 * menu can highlight it.
 */
import type { MenuLeaf } from '../menu/menu-tree';
import { findTab, openTab, replaceTab, withoutBackMarker, type Tab, type TabsState } from './tabs';

/** 'hiam' for '/hiam/user/detail/7'; '' for '/'. Empty segments (duplicate slashes) are skipped. */
export function firstPathSegment(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '';
}

/**
 * The open tab an address below (or at) `leaf` shows in: same first path segment and same menu
 * leaf; the tab keyed by the leaf's own path first, else the first such tab in the strip.
 */
export function findReusableTab(
  tabs: Tab[],
  pathname: string,
  leaf: Pick<MenuLeaf, 'id' | 'path'>,
): Tab | undefined {
  const segment = firstPathSegment(pathname);
  const candidates = tabs.filter(
    (tab) => tab.menuId === leaf.id && firstPathSegment(tab.key) === segment,
  );
  return candidates.find((tab) => tab.key === leaf.path) ?? candidates[0];
}

/**
 * The key of the tab an address opens. A tab already keyed by the address is that tab. An address
 * with a menu leaf reuses that leaf's tab, or gets a new one keyed by the leaf's path. Any other
 * address (authorized routes, links, pages no menu knows) is its own key.
 */
export function tabKeyForAddress(
  tabs: Tab[],
  pathname: string,
  leaf: Pick<MenuLeaf, 'id' | 'path'> | undefined,
): string {
  if (!leaf || tabs.some((tab) => tab.key === pathname)) return pathname;
  return findReusableTab(tabs, pathname, leaf)?.key ?? leaf.path;
}

/**
 * Shows the tab an address resolved to. A tab with that key that shows another page (a reused
 * menu tab) follows the address: swapped in place and activated. Otherwise the `openTab` rules
 * apply (add; replace when active; new search and state when inactive).
 */
export function openLocationTab(current: TabsState, tab: Tab): TabsState {
  const existing = findTab(current, tab.key);
  if (existing && existing.path !== tab.path) {
    return replaceTab(current, tab.key, { ...tab, state: withoutBackMarker(tab.state) });
  }
  return openTab(current, tab);
}
