/**
 * Records a visit each time a menu tab becomes the active tab (spec section 3 "Often-used tabs")
 * and gives the current user's often-used list. The tab rules stay in the tabs' part of the
 * global model: this only watches the active tab.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { oftenUsedKey, readOftenUsed, recordOftenUsed, type OftenUsedEntry } from './often-used';
import { browserStorage } from '../menu/user-storage';
import { activeTabOf as activeTab, useTabsState } from './tabs-state';
import { userModel } from '@polaris/core/models/user';
import { useCallback, useEffect, useState } from 'react';

export function useRecordOftenUsed(): { entries: OftenUsedEntry[]; reload(): void } {
  const user = useModelState(userModel, (state) => state.currentUser);
  const key = oftenUsedKey(user);
  // primitives, so an unrelated change of the tab list records nothing
  const tabKey = useTabsState((state) => state.activeTabKey);
  const path = useTabsState((state) => activeTab(state)?.path);
  const title = useTabsState((state) => activeTab(state)?.title);
  const type = useTabsState((state) => activeTab(state)?.type);
  const menuId = useTabsState((state) => activeTab(state)?.menuId);
  const icon = useTabsState((state) => activeTab(state)?.icon);
  const [entries, setEntries] = useState<OftenUsedEntry[]>([]);

  useEffect(() => {
    const tab =
      path !== undefined && title !== undefined && type !== undefined
        ? { key: tabKey, path, title, type, menuId, icon }
        : undefined;
    setEntries(recordOftenUsed(browserStorage(), key, tab));
  }, [key, tabKey, path, title, type, menuId, icon]);

  /** Reads the list again (another window of the same user may have added to it). */
  const reload = useCallback(() => setEntries(readOftenUsed(browserStorage(), key)), [key]);
  return { entries, reload };
}
