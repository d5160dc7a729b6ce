/**
 * The breadcrumb above a menu page: its menu ancestors, root first, when the page's menu item
 * allows it (see `breadcrumbVisible` in @polaris/core/routing/route-config).
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useMenuState } from '../menu/menu-state';
import { useTabsState } from '../tabs/tabs-state';
import { breadcrumbFor } from './breadcrumb';
import { useMemo } from 'react';

export function Breadcrumb() {
  const { t } = useIntl();
  const menu = useMenuState((state) => state.menu);
  const menuId = useTabsState((state) => state.activeTabMenuId);
  const items = useMemo(() => breadcrumbFor(menu, menuId), [menu, menuId]);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('hzero.common.breadcrumb.label')} className="polaris-breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={item.id} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
