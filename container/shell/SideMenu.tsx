/** The server-driven side menu; a leaf click navigates, and location listening opens the tab. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ancestorIds, type MenuNode } from '@polaris/core/menu/menu-tree';
import { useGlobalState } from '@polaris/core/models/use-global-state';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { menuIcon } from './menu-icons';
import { useShell } from './shell-context';

type MenuItem = Required<MenuProps>['items'][number];

const dirKey = (id: number) => `dir:${id}`;

function toItems(nodes: MenuNode[]): MenuItem[] {
  return nodes.map((node) =>
    node.children
      ? {
          key: dirKey(node.id),
          label: node.title,
          icon: menuIcon(node.icon),
          children: toItems(node.children),
        }
      : { key: node.path ?? dirKey(node.id), label: node.title, icon: menuIcon(node.icon) },
  );
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useIntl();
  const { history } = useShell();
  const menu = useGlobalState((state) => state.menu);
  const activeTabKey = useGlobalState((state) => state.activeTabKey);
  const activeMenuId = useGlobalState((state) => state.activeTabMenuId);
  const items = useMemo(() => toItems(menu), [menu]);
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
        selectedKeys={[activeTabKey]}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => {
          if (!key.startsWith('dir:')) history.push(key);
        }}
      />
    </nav>
  );
}
