// What a role's menu is once Menu Configuration has edited the catalogue. A role whose menu is the
// seed catalogue filtered by its pages (the administrators, and every role whose pages were set in
// Roles) follows the edited catalogue whole: names, places, order, new menus it holds. A seed role
// with its own arrangement (a page under a directory of its own) keeps the arrangement and takes
// each menu's edited fields by code. Disabled menus are left out of both.
import type { MenuDef } from '../../data/menus/define';
import { enabledMenus, locateMenu } from './menu-edit';
import { filterMenus } from './menu-catalogue';
import { assignedPagesOf } from './permission-tree';

/** Same trees, field by field (by their JSON: stored roles are structured clones of the seed). */
const sameMenus = (one: readonly MenuDef[], other: readonly MenuDef[]): boolean =>
  JSON.stringify(one) === JSON.stringify(other);

/** Each menu's fields as the catalogue has them now (a code not in it: as the role has it). */
function withCatalogueFields(defs: readonly MenuDef[], catalogue: readonly MenuDef[]): MenuDef[] {
  return defs.map((def) => {
    const edited = locateMenu(catalogue, def.code)?.def;
    const own = edited
      ? {
          ...def,
          zh: edited.zh,
          en: edited.en,
          icon: edited.icon,
          route: edited.route,
          enabled: edited.enabled,
          quickIndex: edited.quickIndex,
        }
      : { ...def };
    if (own.route === undefined) delete own.route;
    if (own.quickIndex === undefined) delete own.quickIndex;
    if (own.enabled === undefined) delete own.enabled;
    return def.children ? { ...own, children: withCatalogueFields(def.children, catalogue) } : own;
  });
}

/**
 * A seed role whose seed menu is not the catalogue filtered by its pages, still unchanged since:
 * it keeps its own arrangement (Roles changing its pages makes it follow the catalogue).
 */
export function keepsOwnArrangement(
  roleMenu: readonly MenuDef[],
  seedMenu: readonly MenuDef[] | undefined,
  seedCatalogue: readonly MenuDef[],
): boolean {
  if (!seedMenu || !sameMenus(roleMenu, seedMenu)) return false;
  return !sameMenus(filterMenus(seedCatalogue, assignedPagesOf(seedMenu)), seedMenu);
}

/** The role's menu as served: its pages in the catalogue (or its own arrangement), enabled ones. */
export function servedMenu(
  roleMenu: readonly MenuDef[],
  ownArrangement: boolean,
  catalogue: readonly MenuDef[],
): MenuDef[] {
  const tree = ownArrangement
    ? withCatalogueFields(roleMenu, catalogue)
    : filterMenus(catalogue, assignedPagesOf(roleMenu));
  return enabledMenus(tree);
}
