/** The server-driven side menu; a leaf click navigates, and location listening opens the tab. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ancestorIds } from '../menu/menu-tree';
import { useTabsState } from '../tabs/tabs-state';
import { Menu } from 'antd';
import { useEffect, useState } from 'react';
import { dirKey, useMenuItems } from './use-menu-items';

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useIntl();
  const { menu, items, selectedKeys, onClick } = useMenuItems();
  const activeMenuId = useTabsState((state) => state.activeTabMenuId);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    if (activeMenuId === undefined) return;
    const trail = ancestorIds(menu, activeMenuId) ?? [];
    setOpenKeys((keys) => [...new Set([...keys, ...trail.map(dirKey)])]);
  }, [menu, activeMenuId]);

  return (
    <nav aria-label={t('hzero.common.menu.label')}>
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKeys}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={onClick}
      />
    </nav>
  );
}
