/**
 * "All tabs": when the strip holds more tabs than it shows, a button after it lists every open
 * tab (the current one marked); choosing one shows it and scrolls it into view. A menu button
 * (Enter or Space opens it, arrow keys move in it, Escape closes it), as antd's tabs offer.
 */
import { CheckOutlined, EllipsisOutlined } from '@ant-design/icons';
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { Tab } from './tabs';
import { Dropdown } from '@polaris/core/components/antd-parts';
import { Button } from 'antd';
import { menuIcon } from '../menu/menu-icons';

export interface TabOverflowMenuProps {
  tabs: Tab[];
  activeKey: string;
  titleOf(tab: Tab): string;
  onSelect(tab: Tab): void;
}

export function TabOverflowMenu({ tabs, activeKey, titleOf, onSelect }: TabOverflowMenuProps) {
  const { t } = useIntl();
  const label = t('hzero.common.tabs.all', { count: String(tabs.length) });
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: tabs.map((tab) => ({
          key: tab.key,
          label: titleOf(tab),
          icon: tab.key === activeKey ? <CheckOutlined aria-label="current" /> : menuIcon(tab.icon),
        })),
        selectedKeys: [activeKey],
        onClick: ({ key }) => {
          const tab = tabs.find((candidate) => candidate.key === key);
          if (tab && tab.key !== activeKey) onSelect(tab);
        },
        className: 'polaris-tab-overflow-menu',
      }}
    >
      <Button
        type="text"
        className="polaris-tab-overflow"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        icon={<EllipsisOutlined />}
      />
    </Dropdown>
  );
}
