/**
 * Where a node dragged in a tree lands: inside the node it was dropped on (its first child), or
 * before or after it among that node's siblings. Given antd's drop details (`dropToGap`, and
 * `dropPosition` relative to the target: -1 before, 1 after), the new parent (null: the top) and
 * the place among the parent's children once the dragged node has left them.
 *
 *     dropPlace(tree, 'a', { target: 'c', dropToGap: true, side: -1 }) // { parent: 'r', index: 1 }
 */
import type { TreeItem, TreeKey } from './check-tree';

export interface DropInfo {
  target: TreeKey;
  /** Dropped between nodes (before or after the target) rather than onto it. */
  dropToGap: boolean;
  /** Before (-1) or after (1) the target, when dropped between nodes. */
  side: number;
}

export interface DropPlace {
  parent: TreeKey | null;
  index: number;
}

function siblingsOf(
  nodes: readonly TreeItem[],
  key: TreeKey,
  parent: TreeKey | null = null,
): { parent: TreeKey | null; siblings: readonly TreeItem[] } | undefined {
  if (nodes.some((node) => node.key === key)) return { parent, siblings: nodes };
  for (const node of nodes) {
    const found = node.children && siblingsOf(node.children, key, node.key);
    if (found) return found;
  }
  return undefined;
}

function holds(node: TreeItem, key: TreeKey): boolean {
  return (node.children ?? []).some((child) => child.key === key || holds(child, key));
}

/**
 * The place, or undefined where the drop means nothing: onto itself, into one of its own
 * descendants, onto a node that holds no children (not a group), an unknown key.
 */
export function dropPlace(
  tree: readonly TreeItem[],
  dragged: TreeKey,
  drop: DropInfo,
): DropPlace | undefined {
  const from = siblingsOf(tree, dragged);
  const at = siblingsOf(tree, drop.target);
  if (!from || !at || drop.target === dragged) return undefined;
  const draggedNode = from.siblings.find((node) => node.key === dragged) as TreeItem;
  const target = at.siblings.find((node) => node.key === drop.target) as TreeItem;
  if (holds(draggedNode, drop.target)) return undefined;
  if (!drop.dropToGap) return target.group ? { parent: target.key, index: 0 } : undefined;
  const others = at.siblings.filter((node) => node.key !== dragged);
  const targetIndex = others.findIndex((node) => node.key === drop.target);
  return { parent: at.parent, index: drop.side < 0 ? targetIndex : targetIndex + 1 };
}

/**
 * The sort number that lands a node at `index` among its new siblings (`others`: their sort
 * numbers in order, the node itself left out): just after the one before it, or 0 when first.
 * The server renumbers the siblings after.
 */
export function sortAt(others: readonly number[], index: number): number {
  return index > 0 ? (others[index - 1] ?? 0) + 1 : 0;
}

/**
 * The nodes `key` may move under: the tree without the node itself and what is below it (a node
 * never moves under itself or its descendants), and without nodes that hold no children (not
 * groups). Their own children kept, so the choice is shown as a tree.
 */
export function moveTargets(tree: readonly TreeItem[], key: TreeKey): TreeItem[] {
  return tree
    .filter((node) => node.key !== key && node.group)
    .map((node) => ({ ...node, children: node.children && moveTargets(node.children, key) }));
}
