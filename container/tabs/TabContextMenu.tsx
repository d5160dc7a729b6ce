/**
 * The right-click (or Shift+F10 / context-menu key) menu of a tab: refresh, close, close others,
 * close to the left, close to the right, close all. Actions the tab strip cannot take are
 * disabled rather than hidden, so the menu keeps its shape.
 */
import { useModelDispatch } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { Tab } from './tabs';
import { Dropdown } from '@polaris/core/components/antd-parts';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { enabledActions, type TabAction } from './tab-actions';

const ITEMS: { action: TabAction; textKey: string }[] = [
  { action: 'refreshTab', textKey: 'hzero.common.button.refresh' },
  { action: 'closeTab', textKey: 'hzero.common.button.close' },
  { action: 'closeOtherTabs', textKey: 'hzero.common.button.closeOther' },
  { action: 'closeLeftTabs', textKey: 'hzero.common.button.closeLeft' },
  { action: 'closeRightTabs', textKey: 'hzero.common.button.closeRight' },
  { action: 'closeAllTabs', textKey: 'hzero.common.button.closeAll' },
];

export function TabContextMenu(props: { tabs: Tab[]; index: number; children: ReactNode }) {
  const { tabs, index, children } = props;
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const enabled = enabledActions(tabs, index);
  const menu: MenuProps = {
    items: ITEMS.map(({ action, textKey }) => ({
      key: action,
      label: t(textKey),
      disabled: !enabled[action],
    })),
    onClick: ({ key }) => dispatch({ type: `global/${key}`, payload: tabs[index]?.key }),
  };
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      {children}
    </Dropdown>
  );
}
