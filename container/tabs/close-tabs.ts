/**
 * The tab strip's bulk actions (spec section 4 "Tabs"): close others, left, right, all, clean,
 * refresh. Pure functions; each close returns the new state and the removed keys so the model
 * can emit one close event. Only closable tabs are ever removed, and the active-tab rule is the
 * one of `removeTabs`.
 */
import {
  createWorkplaceTab,
  removeTabs,
  WORKPLACE_KEY,
  type TabsRemoval,
  type TabsState,
} from './tabs';

const NOTHING_REMOVED: string[] = [];

/** Keys of the tabs whose index `picked` accepts, given the index of `key`; none if unknown. */
function pickKeys(
  current: TabsState,
  key: string,
  picked: (index: number, refIndex: number) => boolean,
): string[] {
  const refIndex = current.tabs.findIndex((t) => t.key === key);
  if (refIndex < 0) return NOTHING_REMOVED;
  return current.tabs.filter((_, index) => picked(index, refIndex)).map((t) => t.key);
}

/** Every closable tab except `key`. An unknown `key` changes nothing. */
export function closeOtherTabs(current: TabsState, key: string): TabsRemoval {
  return removeTabs(
    current,
    pickKeys(current, key, (index, ref) => index !== ref),
  );
}

/** The closable tabs left of `key`. An unknown `key` changes nothing. */
export function closeLeftTabs(current: TabsState, key: string): TabsRemoval {
  return removeTabs(
    current,
    pickKeys(current, key, (index, ref) => index < ref),
  );
}

/** The closable tabs right of `key`. An unknown `key` changes nothing. */
export function closeRightTabs(current: TabsState, key: string): TabsRemoval {
  return removeTabs(
    current,
    pickKeys(current, key, (index, ref) => index > ref),
  );
}

/** Every closable tab. */
export function closeAllTabs(current: TabsState): TabsRemoval {
  return removeTabs(
    current,
    current.tabs.map((t) => t.key),
  );
}

/**
 * Clean tabs: only the workplace tab stays (the existing one, or a new one titled
 * `workplaceTitle`), and it is active. Every other tab goes, closable or not: this is a reset,
 * not a user closing tabs. (Clearing the saved session is the model's part.)
 */
export function cleanTabs(current: TabsState, workplaceTitle = ''): TabsRemoval {
  const workplace =
    current.tabs.find((t) => t.key === WORKPLACE_KEY) ?? createWorkplaceTab(workplaceTitle);
  const removed = current.tabs.filter((t) => t.key !== WORKPLACE_KEY).map((t) => t.key);
  return { state: { tabs: [workplace], activeKey: WORKPLACE_KEY }, removed };
}

/** Refresh counters (tab key → number): a new value for `key` remounts that tab's page. */
export type RefreshKeys = Record<string, number>;

export function refreshTab(refreshKeys: RefreshKeys, key: string): RefreshKeys {
  return { ...refreshKeys, [key]: (refreshKeys[key] ?? 0) + 1 };
}

/** Counters of tabs that are gone are dropped, so the map does not grow with every tab opened. */
export function forgetRefreshKeys(refreshKeys: RefreshKeys, removed: string[]): RefreshKeys {
  if (!removed.some((key) => key in refreshKeys)) return refreshKeys;
  const next = { ...refreshKeys };
  for (const key of removed) delete next[key];
  return next;
}
