/**
 * The server's menu tree becomes navigation nodes and a flat list of leaves (spec section 3).
 * `name` keeps the stable menu code; `title` is the text shown in the chosen language.
 */
import { classifyMenuRoute } from '@polaris/core/security/addresses';
import type { MenuDto, MenuType } from '@polaris/core/services/iam/types';

export interface MenuNode {
  id: number;
  parentId?: number;
  name: string;
  title: string;
  icon?: string;
  /** A page of ours (a same-origin path): opens a tab. */
  path?: string;
  /** An external web address (a `link` menu): opened in a new window when its origin is allowed. */
  href?: string;
  /** The server sent a route that is neither (e.g. `javascript:`): shown, never a link. */
  refusedRoute?: boolean;
  quickIndex?: string;
  type: MenuType;
  helpType?: string;
  helpValue?: string;
  menuItem: MenuDto;
  children?: MenuNode[];
}

export interface MenuLeaf {
  id: number;
  path: string;
  type: MenuType;
  name: string;
  title: string;
  icon?: string;
  quickIndex?: string;
}

function bySort(a: MenuDto, b: MenuDto): number {
  return (a.sort ?? 0) - (b.sort ?? 0);
}

/** A route is a path of ours, a web address or refused (src/security/addresses.ts). */
function routeFields(route: string | undefined): Pick<MenuNode, 'path' | 'href' | 'refusedRoute'> {
  if (!route) return {};
  const target = classifyMenuRoute(route);
  if (target.kind === 'path') return { path: target.path };
  if (target.kind === 'web') return { href: target.url };
  return { refusedRoute: true };
}

export function toMenuNodes(items: MenuDto[]): MenuNode[] {
  return [...items].sort(bySort).map((item) => {
    const children = item.subMenus?.length ? toMenuNodes(item.subMenus) : undefined;
    return {
      id: item.id,
      parentId: item.parentId,
      name: item.code,
      title: item.name,
      icon: item.icon,
      ...routeFields(item.route),
      quickIndex: item.quickIndex,
      type: item.type,
      helpType: item.helpType,
      helpValue: item.helpValue,
      menuItem: item,
      children,
    };
  });
}

/** The leaf record of a node that carries a route. */
export function toLeaf(node: MenuNode, path: string): MenuLeaf {
  return {
    id: node.id,
    path,
    type: node.type,
    name: node.name,
    title: node.title,
    icon: node.icon,
    quickIndex: node.quickIndex,
  };
}

/** Leaves are nodes without children that carry a route. */
export function collectLeaves(nodes: MenuNode[], into: MenuLeaf[] = []): MenuLeaf[] {
  for (const node of nodes) {
    if (node.children) collectLeaves(node.children, into);
    else if (node.path) into.push(toLeaf(node, node.path));
  }
  return into;
}

/** The leaf for a path: exact first, else the longest leaf path the address starts with. */
export function findLeafForPath(leaves: MenuLeaf[], pathname: string): MenuLeaf | undefined {
  let best: MenuLeaf | undefined;
  for (const leaf of leaves) {
    if (leaf.path === pathname) return leaf;
    if (pathname.startsWith(`${leaf.path}/`) && (!best || leaf.path.length > best.path.length)) {
      best = leaf;
    }
  }
  return best;
}

/** Ids of the ancestors of a node, root first (to open the right sub-menus). */
export function ancestorIds(nodes: MenuNode[], id: number, trail: number[] = []): number[] | null {
  for (const node of nodes) {
    if (node.id === id) return trail;
    if (node.children) {
      const found = ancestorIds(node.children, id, [...trail, node.id]);
      if (found) return found;
    }
  }
  return null;
}

/** Every code in the menu (directories too): the permission codes its entries grant. */
export function menuCodes(nodes: MenuNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.name);
    if (node.children) menuCodes(node.children, into);
  }
  return into;
}
