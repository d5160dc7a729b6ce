// A small DSL for writing role menu trees as data. Ids, parent links, sort order, quickIndex and
// localised names are derived by mock/server/menus/menu-tree.ts when a tree is served.
import type { MenuType } from '../../server/types';

export interface MenuDef {
  code: string;
  type: MenuType;
  zh: string;
  en: string;
  icon: string;
  route?: string;
  children?: MenuDef[];
  /** Set on a menu created in Menu Configuration (seed menus take theirs from their code). */
  id?: number;
  /** Set on a name typed in Menu Configuration (seed names derive theirs from `zh`). */
  quickIndex?: string;
  /** `false`: disabled in Menu Configuration, left out of every role's menu. */
  enabled?: boolean;
}

export function root(
  code: string,
  zh: string,
  en: string,
  icon: string,
  children: MenuDef[],
): MenuDef {
  return { code, type: 'root', zh, en, icon, children };
}

export function dir(
  code: string,
  zh: string,
  en: string,
  icon: string,
  children: MenuDef[],
): MenuDef {
  return { code, type: 'dir', zh, en, icon, children };
}

export function page(code: string, zh: string, en: string, icon: string, route: string): MenuDef {
  return { code, type: 'menu', zh, en, icon, route };
}

/** A page of another origin or path shown inside a tab through the generic `/link/{link}` route. */
export function innerLink(
  code: string,
  zh: string,
  en: string,
  icon: string,
  target: string,
): MenuDef {
  return { code, type: 'inner-link', zh, en, icon, route: `/link/${encodeURIComponent(target)}` };
}
