/**
 * The breadcrumb of a menu page: the titles of its menu ancestors, root first, then the page.
 * Shown only when the page's menu item allows it (see `breadcrumbVisible`).
 */
import type { MenuNode } from '../menu/menu-tree';
import { breadcrumbVisible } from '../routing/route-config';

export interface BreadcrumbItem {
  id: number;
  title: string;
  /** Set on the page itself (directories have no page). */
  path?: string;
}

function trailTo(nodes: MenuNode[], id: number, trail: MenuNode[]): MenuNode[] | null {
  for (const node of nodes) {
    const here = [...trail, node];
    if (node.id === id) return here;
    if (node.children) {
      const found = trailTo(node.children, id, here);
      if (found) return found;
    }
  }
  return null;
}

/** The items to show for the menu page `menuId`; empty when nothing should show. */
export function breadcrumbFor(menu: MenuNode[], menuId: number | undefined): BreadcrumbItem[] {
  if (menuId === undefined) return [];
  const trail = trailTo(menu, menuId, []);
  if (!trail) return [];
  const page = trail[trail.length - 1];
  if (!breadcrumbVisible(page.helpType)) return [];
  return trail.map((node) => ({ id: node.id, title: node.title, path: node.path }));
}
