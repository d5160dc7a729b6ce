/**
 * Tab rules of spec section 4 "Tabs", as pure functions over { tabs, activeKey }. The shell's
 * model calls them; they never touch the router or the DOM.
 */
import { isPubApprovePath, isPubPath } from '@polaris/core/routing/area-paths';
import { isSameOriginPath } from '@polaris/core/security/addresses';

export type TabType = 'menu' | 'other' | 'inner-link';

export interface Tab {
  key: string;
  path: string;
  title: string;
  icon?: string;
  /** Default true; the workplace tab is the one that is not. */
  closable: boolean;
  /** Query string including '?', or '' */
  search?: string;
  state?: Record<string, unknown>;
  type: TabType;
  menuId?: number;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string;
}

export const WORKPLACE_KEY = '/workplace';
const WORKPLACE_ALIASES = new Set(['/workplace', '/']);
const NOT_TAB_WORTHY = new Set(['/', '/user/login', '/user/logout']);

export function createWorkplaceTab(title: string): Tab {
  return {
    key: WORKPLACE_KEY,
    path: WORKPLACE_KEY,
    title,
    icon: 'home',
    closable: false,
    type: 'menu',
  };
}

/**
 * Spec section 5: a non-empty string other than /, /user/login, /user/logout; and a path of this
 * site (src/security/addresses.ts), since a tab's path is navigated to when the tab is shown.
 */
export function isTabWorthyPath(path: unknown): path is string {
  return isSameOriginPath(path) && !NOT_TAB_WORTHY.has(path);
}

/** Paths under /pub (and /pubApprove) and /public/ never persist as tabs. */
export function isPublicPath(path: string): boolean {
  return isPubPath(path) || isPubApprovePath(path) || path.startsWith('/public/');
}

/** A tab's navigation state without the `_back` marker, which only lives until the tab opens. */
export function withoutBackMarker(state: Tab['state']): Tab['state'] {
  // History state can be any value; only an object can carry the marker.
  if (!state || typeof state !== 'object' || !('_back' in state)) return state;
  const { _back: _ignored, ...rest } = state;
  return rest;
}

export function openTab(current: TabsState, tab: Tab): TabsState {
  if (WORKPLACE_ALIASES.has(tab.path)) {
    const workplace = current.tabs.find((t) => t.key === WORKPLACE_KEY);
    const tabs = workplace ? current.tabs : [createWorkplaceTab(tab.title), ...current.tabs];
    return { tabs, activeKey: WORKPLACE_KEY };
  }
  const opened: Tab = { ...tab, state: withoutBackMarker(tab.state) };
  const index = current.tabs.findIndex((t) => t.key === tab.key);
  if (index < 0) return { tabs: [...current.tabs, opened], activeKey: opened.key };
  const existing = current.tabs[index];
  const next =
    current.activeKey === tab.key
      ? opened // active: replaced in place
      : { ...existing, search: opened.search, state: opened.state }; // inactive: refreshed query
  const tabs = current.tabs.slice();
  tabs[index] = next;
  return { tabs, activeKey: tab.key };
}

export function replaceTab(current: TabsState, key: string, tab: Tab): TabsState {
  const index = current.tabs.findIndex((t) => t.key === key);
  if (index < 0) return openTab(current, tab);
  const tabs = current.tabs.slice();
  tabs[index] = tab;
  return { tabs, activeKey: tab.key };
}

export function activateTab(current: TabsState, key: string): TabsState {
  return current.tabs.some((t) => t.key === key) ? { ...current, activeKey: key } : current;
}

/** The state after removing tabs, and which keys were removed (in strip order, for close events). */
export interface TabsRemoval {
  state: TabsState;
  removed: string[];
}

/**
 * Removes the closable tabs among `keys`; unknown keys and tabs that are not closable stay.
 * When the active tab goes, the "previous tab" of the spec becomes active: the nearest remaining
 * tab to the left of the active tab's position; with none on the left, the nearest on the right;
 * with no tab left at all, the workplace key. Nothing removed: the same state object comes back.
 */
export function removeTabs(current: TabsState, keys: Iterable<string>): TabsRemoval {
  const wanted = new Set(keys);
  const removed = current.tabs.filter((t) => t.closable && wanted.has(t.key)).map((t) => t.key);
  if (removed.length === 0) return { state: current, removed };
  const gone = new Set(removed);
  const tabs = current.tabs.filter((t) => !gone.has(t.key));
  if (!gone.has(current.activeKey)) {
    return { state: { tabs, activeKey: current.activeKey }, removed };
  }
  const activeIndex = current.tabs.findIndex((t) => t.key === current.activeKey);
  const before = current.tabs.slice(0, activeIndex).filter((t) => !gone.has(t.key));
  const after = current.tabs.slice(activeIndex + 1).filter((t) => !gone.has(t.key));
  const next = before[before.length - 1] ?? after[0];
  return { state: { tabs, activeKey: next ? next.key : WORKPLACE_KEY }, removed };
}

/** Removes a closable tab; closing the active one activates the tab before it. */
export function closeTab(current: TabsState, key: string): TabsState {
  return removeTabs(current, [key]).state;
}

export function findTab(current: TabsState, key: string): Tab | undefined {
  return current.tabs.find((t) => t.key === key);
}
