// The menu catalogue a role's menus are chosen from (HZERO keeps one menu table per level; a tenant
// also has its own custom menus). Site level: the platform administrator's tree. Organisation
// level in tenant T: the tenant administrator's tree (preset for every tenant) merged with the
// trees of T's other seed roles (T's own menus). A role's menu is the catalogue filtered by the
// codes assigned to it: a page shows when assigned, a directory when it holds a shown page.
import type { MenuDef } from '../../data/menus/define';
import { tenantAdminMenu } from '../../data/menus/organization-roles';
import { siteAdminMenu } from '../../data/menus/site-admin';
import { seedRoles } from '../../data/roles';
import type { RoleLevel } from '../types';

/**
 * Trees merged by code, in first-seen order: directories of the same code merge their children,
 * a page appears once (where it was first seen), and a directory left without pages is dropped.
 */
export function mergeMenus(trees: readonly (readonly MenuDef[])[]): MenuDef[] {
  const pages = new Set<string>();
  const add = (into: MenuDef[], def: MenuDef): void => {
    if (!def.children) {
      if (!pages.has(def.code)) into.push({ ...def });
      pages.add(def.code);
      return;
    }
    let known = into.find((one) => one.code === def.code);
    if (!known) {
      known = { ...def, children: [] };
      into.push(known);
    }
    for (const child of def.children) add(known.children as MenuDef[], child);
  };
  const merged: MenuDef[] = [];
  for (const tree of trees) for (const def of tree) add(merged, def);
  const withPages = (defs: MenuDef[]): MenuDef[] =>
    defs.flatMap((def) => {
      if (!def.children) return [def];
      const children = withPages(def.children);
      return children.length > 0 ? [{ ...def, children }] : [];
    });
  return withPages(merged);
}

/** The menus a role of this level and tenant may be given. */
export function menuCatalogue(level: RoleLevel, tenantId: number): MenuDef[] {
  if (level === 'site') return mergeMenus([siteAdminMenu]);
  const own = seedRoles
    .filter((role) => role.level !== 'site' && role.tenantId === tenantId)
    .map((role) => role.menu);
  return mergeMenus([tenantAdminMenu, ...own]);
}

/** Every code of a tree (directories included), depth first. */
export function menuCodesOf(defs: readonly MenuDef[]): string[] {
  return defs.flatMap((def) => [def.code, ...menuCodesOf(def.children ?? [])]);
}

/** Every leaf (page or link) of a tree, depth first. */
export function menuLeavesOf(defs: readonly MenuDef[]): MenuDef[] {
  return defs.flatMap((def) => (def.children ? menuLeavesOf(def.children) : [def]));
}

/**
 * The catalogue filtered by assigned codes: a leaf stays when its code is assigned, a directory
 * when one of its children stays (an assigned directory without a shown child does not show).
 */
export function filterMenus(defs: readonly MenuDef[], assigned: ReadonlySet<string>): MenuDef[] {
  return defs.flatMap((def): MenuDef[] => {
    if (!def.children) return assigned.has(def.code) ? [{ ...def }] : [];
    const children = filterMenus(def.children, assigned);
    return children.length > 0 ? [{ ...def, children }] : [];
  });
}
