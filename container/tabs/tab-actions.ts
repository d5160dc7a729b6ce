/** The tab context menu's actions and when each would change anything. */
import type { Tab } from './tabs';

export type TabAction =
  | 'refreshTab'
  | 'closeTab'
  | 'closeOtherTabs'
  | 'closeLeftTabs'
  | 'closeRightTabs'
  | 'closeAllTabs';

/** Which actions would remove or change anything, for the tab at `index`. */
export function enabledActions(tabs: Tab[], index: number): Record<TabAction, boolean> {
  const closable = (list: Tab[]) => list.some((tab) => tab.closable);
  return {
    refreshTab: true,
    closeTab: tabs[index]?.closable ?? false,
    closeOtherTabs: closable(tabs.filter((_, i) => i !== index)),
    closeLeftTabs: closable(tabs.slice(0, index)),
    closeRightTabs: closable(tabs.slice(index + 1)),
    closeAllTabs: closable(tabs),
  };
}
