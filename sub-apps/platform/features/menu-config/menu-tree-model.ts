/**
 * Menu Configuration's rules: the catalogue as tree items (directories are groups), a menu found
 * by id, and a drop turned into HZERO's update (`parentId` and a `sort` that lands the menu at
 * its place among the new siblings: just after the one before it).
 */
import type { TreeItem, TreeKey } from '@polaris/core/kit/tree/check-tree';
import { sortAt, type DropPlace } from '@polaris/core/kit/tree/drop-place';
import type { MenuManageDto, MenuUpdateDto } from '@polaris/core/services/iam/types';

export const isDirectory = (menu: MenuManageDto): boolean =>
  menu.type === 'root' || menu.type === 'dir';

export function toTreeItems(menus: readonly MenuManageDto[]): TreeItem[] {
  return menus.map((menu) => ({
    key: menu.id,
    title: menu.name,
    code: menu.code,
    group: isDirectory(menu),
    children: menu.subMenus ? toTreeItems(menu.subMenus) : undefined,
  }));
}

export function findMenu(menus: readonly MenuManageDto[], id: TreeKey): MenuManageDto | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const inner = findMenu(menu.subMenus ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** The menus under `parent` (null: the top level) other than menu `id`, in their order. */
function othersUnder(menus: readonly MenuManageDto[], parent: TreeKey | null, id: number) {
  const siblings = parent === null ? menus : (findMenu(menus, parent)?.subMenus ?? []);
  return siblings.filter((menu) => menu.id !== id);
}

/** The update that moves menu `id` to `place`. */
export function moveRequest(
  menus: readonly MenuManageDto[],
  id: number,
  place: DropPlace,
): MenuUpdateDto {
  const others = othersUnder(menus, place.parent, id).map((menu) => menu.sort ?? 0);
  const parentId = place.parent === null ? 0 : Number(place.parent);
  return { id, parentId, sort: sortAt(others, place.index) };
}

/** The place after the last menu under `parent` (where "Move to…" puts a menu). */
export function lastPlaceUnder(
  menus: readonly MenuManageDto[],
  id: number,
  parent: TreeKey | null,
): DropPlace {
  return { parent, index: othersUnder(menus, parent, id).length };
}
