import { useTabsState } from './tabs-state';
import { mayLeaveAll } from './before-remove';

/**
 * For actions that leave every open page at once (switching tenant or role, signing out): asks
 * the pages with unsaved input first, and resolves false when the user chooses to stay.
 */
export function useMayLeaveAllPages(): () => Promise<boolean> {
  const tabs = useTabsState((state) => state.tabs);
  return () => mayLeaveAll(tabs.map((tab) => tab.key));
}
