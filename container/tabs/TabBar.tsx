/**
 * The tab strip (WAI-ARIA tabs pattern): each tab is a `role=tab` button with `aria-selected`;
 * arrow keys, Home and End move between tabs, Delete closes the focused closable tab; close
 * buttons carry a label naming their tab. The active tab is always scrolled into view; when the
 * strip holds more tabs than it shows, an "all tabs" list after it reaches every one.
 */
import { CloseOutlined } from '@ant-design/icons';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { WORKPLACE_KEY, type Tab } from './tabs';
import { useRef, type KeyboardEvent } from 'react';
import { menuIcon } from '../menu/menu-icons';
import { panelId, tabId } from './tab-ids';
import { TabContextMenu } from './TabContextMenu';
import { TabOverflowMenu } from './TabOverflowMenu';
import { useTabStripScroll } from './use-tab-strip-scroll';

export interface TabBarProps {
  tabs: Tab[];
  activeKey: string;
  onSelect(tab: Tab): void;
  onClose(tab: Tab): void;
}

export function TabBar({ tabs, activeKey, onSelect, onClose }: TabBarProps) {
  const { t } = useIntl();
  const listRef = useRef<HTMLDivElement>(null);
  const overflowing = useTabStripScroll(listRef, activeKey, tabs.length);
  const titleOf = (tab: Tab) =>
    tab.key === WORKPLACE_KEY ? t('hzero.common.title.workplace') : tab.title;

  const focusTab = (index: number) => {
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    const target = buttons?.[(index + tabs.length) % tabs.length];
    target?.focus();
    target?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === activeKey);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusTab(moves[event.key]);
    } else if (event.key === 'Delete' && tabs[index]?.closable) {
      event.preventDefault();
      onClose(tabs[index]);
    } else if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      // keyboard users open the same menu a right click opens, at the focused tab
      event.preventDefault();
      const target = event.target as HTMLElement;
      const box = target.getBoundingClientRect();
      target.dispatchEvent(
        new MouseEvent('contextmenu', { bubbles: true, clientX: box.left, clientY: box.bottom }),
      );
    }
  };

  return (
    <div className="polaris-tabstrip">
      <div
        ref={listRef}
        role="tablist"
        aria-label={t('hzero.common.tabs.label')}
        className="polaris-tabbar"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = tab.key === activeKey;
          const title = titleOf(tab);
          return (
            <TabContextMenu key={tab.key} tabs={tabs} index={index}>
              <div className={`polaris-tab${selected ? ' polaris-tab-active' : ''}`}>
                <button
                  type="button"
                  role="tab"
                  id={tabId(tab.key)}
                  aria-selected={selected}
                  aria-controls={panelId(tab.key)}
                  tabIndex={selected ? 0 : -1}
                  className="polaris-tab-button"
                  onClick={() => !selected && onSelect(tab)}
                >
                  {menuIcon(tab.key === WORKPLACE_KEY ? 'home' : tab.icon)}
                  <span className="polaris-tab-title">{title}</span>
                </button>
                {tab.closable && (
                  <button
                    type="button"
                    tabIndex={-1}
                    className="polaris-tab-close"
                    aria-label={t('hzero.common.tabs.close', { title })}
                    onClick={() => onClose(tab)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </div>
            </TabContextMenu>
          );
        })}
      </div>
      {overflowing && (
        <TabOverflowMenu tabs={tabs} activeKey={activeKey} titleOf={titleOf} onSelect={onSelect} />
      )}
    </div>
  );
}
