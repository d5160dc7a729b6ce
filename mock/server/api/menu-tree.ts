// Turns the menu DSL of mock/data/menus into HZERO menu nodes for one language. A menu code names
// one menu entity: it has the same id in every role tree it appears in.
import type { MenuDef } from '../../data/menus/define';
import { deDEMenuNames } from '../../data/menus/names/de_DE';
import { jaJPMenuNames } from '../../data/menus/names/ja_JP';
import { pinyinInitials } from '../../data/pinyin-initials';
import { seedRoles } from '../../data/roles';
import type { MenuLanguage, MenuNode, PartialLanguage, RoleLevel } from '../types';
import { entityToken } from '../entity-token';

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

export function menuId(code: string): number {
  const id = menuIds.get(code);
  if (id === undefined) throw new Error(`Menu ${code} is not part of any seed role`);
  return id;
}

/** Names of the partly translated languages by menu code; a code missing here is not translated. */
export const partialMenuNames: Record<PartialLanguage, Readonly<Record<string, string>>> = {
  ja_JP: jaJPMenuNames,
  de_DE: deDEMenuNames,
};

/** A menu's name in one language; partly translated languages fall back to the en_US name. */
export function menuName(def: MenuDef, lang: MenuLanguage): string {
  if (lang === 'zh_CN') return def.zh;
  if (lang === 'en_US') return def.en;
  const names = partialMenuNames[lang];
  return Object.hasOwn(names, def.code) ? names[def.code] : def.en;
}

export function buildMenuTree(defs: MenuDef[], lang: MenuLanguage, level: RoleLevel): MenuNode[] {
  const build = (def: MenuDef, index: number, parent: MenuNode | undefined): MenuNode => {
    const id = def.id ?? menuId(def.code);
    const node: MenuNode = {
      id,
      code: def.code,
      name: menuName(def, lang),
      quickIndex: def.quickIndex ?? pinyinInitials(def.zh),
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
