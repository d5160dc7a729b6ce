/**
 * Header button with the often-used menus (spec section 2): the 10 menu tabs the user activated
 * most recently, newest first; choosing one navigates to it. antd's Dropdown renders an antd
 * Menu, which the side menu already brings into the first load.
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { useMenuState } from '../menu/menu-state';
import { Dropdown } from '@polaris/core/components/antd-parts';
import { Button, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import '../menu/menu-search.css';
import { menuIcon } from '../menu/menu-icons';
import { useShell } from '../state/shell-context';
import { useRecordOftenUsed } from '../tabs/use-often-used';

export function OftenUsedMenus() {
  const { t } = useIntl();
  const { history } = useShell();
  const { entries, reload } = useRecordOftenUsed();
  const leaves = useMenuState((state) => state.menuLeafNode);
  const [open, setOpen] = useState(false);
  const label = t('hzero.common.menu.oftenUsed');

  // The list is the user's, across roles: once the menu is known, only pages the current role's
  // menu has are offered, titled and drawn as that menu has them (its language).
  const items = useMemo<NonNullable<MenuProps['items']>>(() => {
    const byId = new Map(leaves.map((leaf) => [leaf.id, leaf]));
    return entries.flatMap((entry) => {
      const leaf = byId.get(entry.menuId);
      if (!leaf && byId.size > 0) return []; // another role's page
      return [
        {
          key: entry.path,
          label: leaf?.title ?? entry.title,
          icon: menuIcon(leaf?.icon ?? entry.icon),
        },
      ];
    });
  }, [entries, leaves]);

  const onOpenChange = (next: boolean) => {
    if (next) reload();
    setOpen(next);
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      autoFocus
      menu={{
        items,
        'aria-label': label,
        onClick: ({ key }) => {
          setOpen(false);
          history.push(key);
        },
      }}
      popupRender={(menu) =>
        items.length > 0 ? (
          menu
        ) : (
          <div className="polaris-often-used-empty" role="status">
            {t('hzero.common.menu.oftenUsedEmpty')}
          </div>
        )
      }
    >
      <Button
        type="text"
        className="polaris-often-used-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        title={label}
        icon={<ClockCircleOutlined />}
      />
    </Dropdown>
  );
}
