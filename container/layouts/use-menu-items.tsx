/**
 * The server menu as antd menu items, shared by the side menu and the layouts' own menus
 * (horizontal, all levels open). Keys: a page's path, `dir:<id>` for a directory, `link:<id>` for
 * an external address, `refused:<id>` for a route that cannot be followed. Routes were classified by the one address rule when the menu arrived
 * (container/menu/menu-tree.ts): a route that is neither a path of ours nor an allowed web address is
 * shown greyed with the reason, and is never a link.
 */
import { t } from '@polaris/core/i18n/intl';
import type { MenuNode } from '../menu/menu-tree';
import { useMenuState } from '../menu/menu-state';
import { useTabsState } from '../tabs/tabs-state';
import { checkLink, type AddressPolicy } from '@polaris/core/security/addresses';
import type { MenuProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { menuIcon } from '../menu/menu-icons';
import { useShell } from '../state/shell-context';

export type MenuItem = Required<MenuProps>['items'][number];

export const dirKey = (id: number): string => `dir:${id}`;
const linkKey = (id: number): string => `link:${id}`;

/** The external addresses a click on a `link:<id>` key opens, for the allowed ones. */
export type LinkTargets = Map<string, string>;

function leafItem(node: MenuNode, policy: AddressPolicy, links: LinkTargets): MenuItem {
  const icon = menuIcon(node.icon);
  if (node.path) return { key: node.path, label: node.title, icon };
  const check = node.href ? checkLink(node.href, policy) : null;
  if (check?.ok) {
    links.set(linkKey(node.id), check.url);
    return { key: linkKey(node.id), label: node.title, icon };
  }
  const reason = check
    ? t(check.reason === 'origin' ? 'hzero.common.link.origin' : 'hzero.common.link.notWeb')
    : t('hzero.common.menu.refusedRoute');
  return {
    key: `refused:${node.id}`, // inert: only paths and allowed links are followed
    label: <span title={reason}>{node.title}</span>,
    icon,
    disabled: true,
  };
}

export function toMenuItems(
  nodes: MenuNode[],
  policy: AddressPolicy,
  links: LinkTargets = new Map(),
): MenuItem[] {
  return nodes.map((node) =>
    node.children
      ? {
          key: dirKey(node.id),
          label: node.title,
          icon: menuIcon(node.icon),
          children: toMenuItems(node.children, policy, links),
        }
      : leafItem(node, policy, links),
  );
}

/** Keys of every directory of the tree (to open all levels). */
export function directoryKeys(nodes: MenuNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.children) {
      into.push(dirKey(node.id));
      directoryKeys(node.children, into);
    }
  }
  return into;
}

export function useMenuItems() {
  const { history, addressPolicy } = useShell();
  const menu = useMenuState((state) => state.menu);
  const activeTabKey = useTabsState((state) => state.activeTabKey);
  const { items, links } = useMemo(() => {
    const targets: LinkTargets = new Map();
    return { items: toMenuItems(menu, addressPolicy, targets), links: targets };
  }, [menu, addressPolicy]);
  const selectedKeys = useMemo(() => [activeTabKey], [activeTabKey]);
  // A page click navigates (location listening opens the tab); a link opens a new window that
  // gets neither our window object nor our address.
  const onClick = useCallback(
    ({ key }: { key: string }) => {
      const url = links.get(key);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      else if (key.startsWith('/')) history.push(key);
    },
    [history, links],
  );
  return { menu, items, selectedKeys, onClick };
}
