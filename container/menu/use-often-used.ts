/**
 * Records a visit each time a menu tab becomes the active tab (spec section 3 "Often-used tabs")
 * and gives the current user's often-used list. The tab rules stay in the global model: this only
 * watches the active tab.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { oftenUsedKey, readOftenUsed, recordOftenUsed, type OftenUsedEntry } from './often-used';
import { browserStorage } from './user-storage';
import { useGlobalState } from '../models/use-global-state';
import { userModel } from '@polaris/core/models/user';
import type { GlobalState } from '../models/global';
import { useCallback, useEffect, useState } from 'react';

const activeTab = (state: GlobalState) => state.tabs.find((tab) => tab.key === state.activeTabKey);

export function useRecordOftenUsed(): { entries: OftenUsedEntry[]; reload(): void } {
  const user = useModelState(userModel, (state) => state.currentUser);
  const key = oftenUsedKey(user);
  // primitives, so an unrelated change of the tab list records nothing
  const tabKey = useGlobalState((state) => state.activeTabKey);
  const path = useGlobalState((state) => activeTab(state)?.path);
  const title = useGlobalState((state) => activeTab(state)?.title);
  const type = useGlobalState((state) => activeTab(state)?.type);
  const menuId = useGlobalState((state) => activeTab(state)?.menuId);
  const icon = useGlobalState((state) => activeTab(state)?.icon);
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
