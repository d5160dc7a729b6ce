// The tree a role's menus and permission sets are chosen from (GET …/roles/{id}/permission-set-tree)
// and what an assignment of its node ids means. Pure: the catalogue of the role's level and tenant,
// the permission sets hanging under its pages, the role's assigned pages and granted codes.
import type { MenuDef } from '../../data/menus/define';
import {
  PERMISSION_ACTION_NAMES,
  PERMISSION_SET_CODES,
  PERMISSION_SET_MENUS,
} from '../../data/permission-sets';
import type {
  CheckedFlag,
  PermissionTreeNodeDto,
} from '../../../src/services/iam/role-admin-types';
import { menuId, menuName } from '../api/menu-tree';
import type { LanguageCode } from '../types';
import { menuLeavesOf } from './menu-catalogue';

const FIRST_PERMISSION_SET_ID = 50001;

/** A permission set's id: one per code. */
export const permissionSetId = (code: string): number =>
  FIRST_PERMISSION_SET_ID + PERMISSION_SET_CODES.indexOf(code);

/** The page a button code belongs to: `{page}.button.{action}`. */
export const pageOfCode = (code: string): string => code.slice(0, code.indexOf('.button.'));

/** The menu codes a permission set hangs under (the page's own code, or the mapped ones). */
export function menusOfSet(code: string): string[] {
  const page = pageOfCode(code);
  return PERMISSION_SET_MENUS[page] ?? [page];
}

export function permissionSetName(code: string, lang: LanguageCode): string {
  const action = code.slice(code.indexOf('.button.') + '.button.'.length);
  return PERMISSION_ACTION_NAMES[action]?.[lang] ?? action;
}

/** The permission sets under one menu code. */
export function setsUnder(menuCode: string): string[] {
  return PERMISSION_SET_CODES.filter((code) => menusOfSet(code).includes(menuCode));
}

function flagOf(children: PermissionTreeNodeDto[]): CheckedFlag {
  if (children.every((child) => child.checkedFlag === 'Y')) return 'Y';
  return children.some((child) => child.checkedFlag !== 'N') ? 'P' : 'N';
}

/** The catalogue as a tree of menus and permission sets, checked for the role. */
export function permissionTree(
  catalogue: readonly MenuDef[],
  assignedPages: ReadonlySet<string>,
  granted: ReadonlySet<string>,
  lang: LanguageCode,
): PermissionTreeNodeDto[] {
  const node = (def: MenuDef): PermissionTreeNodeDto => {
    const base = {
      id: def.id ?? menuId(def.code),
      code: def.code,
      name: menuName(def, lang),
      type: def.type,
    };
    if (def.children) {
      const subMenus = def.children.map(node);
      return { ...base, checkedFlag: flagOf(subMenus), subMenus };
    }
    const sets = setsUnder(def.code).map(
      (code): PermissionTreeNodeDto => ({
        id: permissionSetId(code),
        code,
        name: permissionSetName(code, lang),
        type: 'ps',
        checkedFlag: granted.has(code) ? 'Y' : 'N',
      }),
    );
    const checkedFlag: CheckedFlag = assignedPages.has(def.code) ? 'Y' : 'N';
    return sets.length > 0 ? { ...base, checkedFlag, subMenus: sets } : { ...base, checkedFlag };
  };
  return catalogue.map(node);
}

/** What a list of node ids names in a catalogue: pages (a directory: all of its pages) and sets. */
export function resolveIds(
  catalogue: readonly MenuDef[],
  ids: readonly number[],
): { pages: string[]; sets: string[]; unknown: number[] } {
  const pages = new Set<string>();
  const sets = new Set<string>();
  const unknown: number[] = [];
  const byId = new Map<number, MenuDef>();
  const visit = (defs: readonly MenuDef[]): void => {
    for (const def of defs) {
      byId.set(def.id ?? menuId(def.code), def);
      visit(def.children ?? []);
    }
  };
  visit(catalogue);
  const offered = new Set(menuLeavesOf(catalogue).flatMap((page) => setsUnder(page.code)));
  for (const id of ids) {
    const def = byId.get(id);
    const set = PERMISSION_SET_CODES[id - FIRST_PERMISSION_SET_ID];
    if (def) for (const page of menuLeavesOf([def])) pages.add(page.code);
    else if (set !== undefined && offered.has(set)) sets.add(set);
    else unknown.push(id);
  }
  return { pages: [...pages], sets: [...sets], unknown };
}

/** The pages assigned to a role: the leaves of its menu. */
export function assignedPagesOf(menu: readonly MenuDef[]): Set<string> {
  return new Set(menuLeavesOf(menu).map((page) => page.code));
}
