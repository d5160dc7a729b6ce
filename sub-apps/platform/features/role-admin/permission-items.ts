/**
 * The permission-set tree of a role as the kit's searchable tree: roots and directories are
 * groups (checked when all of their pages are), pages and permission sets are chosen on their
 * own; what the role holds is the first choice. Pure.
 */
import type { TreeItem, TreeKey } from '@polaris/core/kit/tree/check-tree';
import type { PermissionTreeNodeDto } from '@polaris/core/services/iam/role-admin-types';

const GROUPS = new Set(['root', 'dir']);

export function toTreeItems(nodes: readonly PermissionTreeNodeDto[]): TreeItem[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.name,
    code: node.code,
    group: GROUPS.has(node.type),
    children: node.subMenus ? toTreeItems(node.subMenus) : undefined,
  }));
}

/** The pages and permission sets the role holds. */
export function heldChoice(nodes: readonly PermissionTreeNodeDto[]): Set<TreeKey> {
  const held = new Set<TreeKey>();
  const visit = (node: PermissionTreeNodeDto): void => {
    if (!GROUPS.has(node.type) && node.checkedFlag === 'Y') held.add(node.id);
    node.subMenus?.forEach(visit);
  };
  nodes.forEach(visit);
  return held;
}
