/**
 * The server menu as antd menu items, shared by the layouts' own menus (horizontal, all levels
 * open). Same keys as the side menu: a page's path, or `dir:<id>` for a directory.
 */
import type { MenuNode } from '@polaris/core/menu/menu-tree';
import { useGlobalState } from '@polaris/core/models/use-global-state';
import type { MenuProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { menuIcon } from './menu-icons';
import { useShell } from './shell-context';

export type MenuItem = Required<MenuProps>['items'][number];

export const dirKey = (id: number): string => `dir:${id}`;
export const isDirKey = (key: string): boolean => key.startsWith('dir:');

export function toMenuItems(nodes: MenuNode[]): MenuItem[] {
  return nodes.map((node) =>
    node.children
      ? {
          key: dirKey(node.id),
          label: node.title,
          icon: menuIcon(node.icon),
          children: toMenuItems(node.children),
        }
      : { key: node.path ?? dirKey(node.id), label: node.title, icon: menuIcon(node.icon) },
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
  const { history } = useShell();
  const menu = useGlobalState((state) => state.menu);
  const activeTabKey = useGlobalState((state) => state.activeTabKey);
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const selectedKeys = useMemo(() => [activeTabKey], [activeTabKey]);
  // A leaf click navigates; location listening opens the tab.
  const onClick = useCallback(
    ({ key }: { key: string }) => {
      if (!isDirKey(key)) history.push(key);
    },
    [history],
  );
  return { menu, items, selectedKeys, onClick };
}
