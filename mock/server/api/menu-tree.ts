// Turns the menu DSL of mock/data/menus into HZERO menu nodes for one language. A menu code names
// one menu entity: it has the same id in every role tree it appears in.
import type { MenuDef } from '../../data/menus/define';
import { pinyinInitials } from '../../data/pinyin-initials';
import { seedRoles } from '../../data/roles';
import type { LanguageCode, MenuNode, RoleLevel } from '../types';
import { entityToken } from './iam-views';

const FIRST_MENU_ID = 10001;

function assignIds(): Map<string, number> {
  const ids = new Map<string, number>();
  const visit = (defs: MenuDef[]): void => {
    for (const def of defs) {
      if (!ids.has(def.code)) ids.set(def.code, FIRST_MENU_ID + ids.size);
      if (def.children) visit(def.children);
    }
  };
  for (const role of seedRoles) visit(role.menu);
  return ids;
}

const menuIds = assignIds();

function menuId(code: string): number {
  const id = menuIds.get(code);
  if (id === undefined) throw new Error(`Menu ${code} is not part of any seed role`);
  return id;
}

export function buildMenuTree(defs: MenuDef[], lang: LanguageCode, level: RoleLevel): MenuNode[] {
  const build = (def: MenuDef, index: number, parent: MenuNode | undefined): MenuNode => {
    const id = menuId(def.code);
    const node: MenuNode = {
      id,
      code: def.code,
      name: lang === 'en_US' ? def.en : def.zh,
      quickIndex: pinyinInitials(def.zh),
      level,
      parentId: parent ? parent.id : 0,
      parentName: parent ? parent.name : null,
      type: def.type,
      sort: (index + 1) * 10,
      icon: def.icon,
      viewCode: def.code,
      _token: entityToken('menu', id),
    };
    if (def.route !== undefined) node.route = def.route;
    if (def.children) node.subMenus = def.children.map((child, i) => build(child, i, node));
    return node;
  };
  return defs.map((def, index) => build(def, index, undefined));
}

/** Every leaf (node without subMenus) of a tree, depth first. */
export function menuLeaves(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.subMenus ? menuLeaves(node.subMenus) : [node]));
}
