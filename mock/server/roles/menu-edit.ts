// Pure edits of a menu catalogue (Menu Configuration): find a menu, create one under a directory,
// change it, move it (another parent, another place among its siblings), enable or disable it.
// Each returns a new tree; the caller keeps it. Failures are thrown as MenuEditError with a reason.
import type { MenuDef } from '../../data/menus/define';

export type MenuEditReason = 'unknown' | 'duplicate' | 'not-a-directory' | 'into-itself';

export class MenuEditError extends Error {
  constructor(
    readonly reason: MenuEditReason,
    readonly code: string,
  ) {
    super(`${reason}: ${code}`);
  }
}

export interface MenuLocation {
  def: MenuDef;
  /** The parent directory's code, or null at the top. */
  parentCode: string | null;
  index: number;
}

/** Where a code is in a tree, or undefined. */
export function locateMenu(
  defs: readonly MenuDef[],
  code: string,
  parentCode: string | null = null,
): MenuLocation | undefined {
  for (const [index, def] of defs.entries()) {
    if (def.code === code) return { def, parentCode, index };
    const inner = def.children && locateMenu(def.children, code, def.code);
    if (inner) return inner;
  }
  return undefined;
}

/** The tree with `change` applied to the children list of `parentCode` (null: the top). */
function withChildren(
  defs: readonly MenuDef[],
  parentCode: string | null,
  change: (children: MenuDef[]) => MenuDef[],
): MenuDef[] {
  if (parentCode === null) return change([...defs]);
  return defs.map((def) => {
    if (!def.children) return def;
    if (def.code === parentCode) return { ...def, children: change([...def.children]) };
    return { ...def, children: withChildren(def.children, parentCode, change) };
  });
}

function requireDirectory(defs: readonly MenuDef[], parentCode: string | null): void {
  if (parentCode === null) return;
  const parent = locateMenu(defs, parentCode);
  if (!parent) throw new MenuEditError('unknown', parentCode);
  if (!parent.def.children) throw new MenuEditError('not-a-directory', parentCode);
}

/** Adds a menu at the end of a directory (or the top); its code must be new. */
export function createMenu(
  defs: readonly MenuDef[],
  parentCode: string | null,
  menu: MenuDef,
): MenuDef[] {
  if (locateMenu(defs, menu.code)) throw new MenuEditError('duplicate', menu.code);
  requireDirectory(defs, parentCode);
  return withChildren(defs, parentCode, (children) => [...children, menu]);
}

/** Changes a menu's own fields (never its code, children or place). */
export function changeMenu(
  defs: readonly MenuDef[],
  code: string,
  patch: Partial<Pick<MenuDef, 'zh' | 'en' | 'quickIndex' | 'icon' | 'route' | 'enabled'>>,
): MenuDef[] {
  const found = locateMenu(defs, code);
  if (!found) throw new MenuEditError('unknown', code);
  return withChildren(defs, found.parentCode, (children) =>
    children.map((def) => (def.code === code ? { ...def, ...patch } : def)),
  );
}

/**
 * Moves a menu (with what it holds) into a directory (null: the top) at a place among the
 * directory's children (clamped); not into itself or one of its own directories.
 */
export function moveMenu(
  defs: readonly MenuDef[],
  code: string,
  parentCode: string | null,
  index: number,
): MenuDef[] {
  const found = locateMenu(defs, code);
  if (!found) throw new MenuEditError('unknown', code);
  if (parentCode !== null && (parentCode === code || locateMenu([found.def], parentCode))) {
    throw new MenuEditError('into-itself', code);
  }
  requireDirectory(defs, parentCode);
  const without = withChildren(defs, found.parentCode, (children) =>
    children.filter((def) => def.code !== code),
  );
  return withChildren(without, parentCode, (children) => {
    const at = Math.max(0, Math.min(index, children.length));
    return [...children.slice(0, at), found.def, ...children.slice(at)];
  });
}

/** The tree without disabled menus (and what they hold), directories left empty dropped. */
export function enabledMenus(defs: readonly MenuDef[]): MenuDef[] {
  return defs.flatMap((def): MenuDef[] => {
    if (def.enabled === false) return [];
    if (!def.children) return [def];
    const children = enabledMenus(def.children);
    return children.length > 0 ? [{ ...def, children }] : [];
  });
}
