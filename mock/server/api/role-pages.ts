// The pages (menu leaves with a route) of a role's menu, named in a language: what a role's quick
// entries may list (the workplace card and the Quick Entries page).
import type { StoredRole } from '../accounts';
import type { MenuLanguage, MenuNode } from '../types';
import { buildMenuTree } from './menu-tree';

function leaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) =>
    node.subMenus?.length ? leaves(node.subMenus) : node.route ? [node] : [],
  );
}

export function rolePages(role: StoredRole, lang: MenuLanguage): MenuNode[] {
  return leaves(buildMenuTree(role.menu, lang, role.level));
}
