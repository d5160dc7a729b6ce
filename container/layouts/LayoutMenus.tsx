/** Menus of the horizontal and side-all layouts, over the shared menu items. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { directoryKeys, useMenuItems } from './use-menu-items';

/** The menu across the top: first level in the bar, deeper levels in pop-up sub-menus. */
export function HorizontalMenu() {
  const { t } = useIntl();
  const { items, selectedKeys, onClick } = useMenuItems();
  return (
    <nav aria-label={t('hzero.common.menu.label')} className="polaris-topnav">
      <Menu
        mode="horizontal"
        items={items}
        selectedKeys={selectedKeys}
        onClick={onClick}
        style={{ borderBottom: 'none', minWidth: 0, flex: 1 }}
      />
    </nav>
  );
}

/**
 * The side menu with every level open. The user may still fold a directory (kept by id, so a
 * language switch keeps it). Collapsed (header toggle), it is an icon rail with fly-outs.
 */
export function ExpandedSideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useIntl();
  const { menu, items, selectedKeys, onClick } = useMenuItems();
  const allKeys = useMemo(() => directoryKeys(menu), [menu]);
  const [folded, setFolded] = useState<Set<string>>(() => new Set());
  const openKeys = useMemo(() => allKeys.filter((key) => !folded.has(key)), [allKeys, folded]);

  return (
    <nav aria-label={t('hzero.common.menu.label')}>
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={selectedKeys}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={(keys) => {
          const open = new Set(keys);
          setFolded(new Set(allKeys.filter((key) => !open.has(key))));
        }}
        onClick={onClick}
      />
    </nav>
  );
}
