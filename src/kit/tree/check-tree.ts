/**
 * The rules of a checkable tree whose inner nodes are either groups (a directory: checked when
 * all of its items are, never chosen itself) or items that own sub-items (a page and its
 * permission sets: chosen on its own, and what its sub-items need). Pure; see SearchableTree.
 */
import type { Key } from 'react';

/** A node's key, as antd's Tree knows it. */
export type TreeKey = Key;

export interface TreeItem {
  key: TreeKey;
  title: string;
  /** A second text the search matches (a code). */
  code?: string;
  /** A group: shows the state of the items below, is never chosen itself. */
  group?: boolean;
  children?: TreeItem[];
}

/** The chosen items below (and at) a node. */
function itemsOf(node: TreeItem): TreeKey[] {
  const own = node.group ? [] : [node.key];
  return [...own, ...(node.children ?? []).flatMap(itemsOf)];
}

/** The path of nodes from a root to the node of `key` (empty when absent). */
function pathTo(nodes: readonly TreeItem[], key: TreeKey): TreeItem[] {
  for (const node of nodes) {
    if (node.key === key) return [node];
    const below = pathTo(node.children ?? [], key);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The choice after checking (`on`) or unchecking a node. A group: all or none of its items.
 * An item checked: it and the items above it (a permission set needs its page); unchecked: it
 * and everything below it (a page taken away takes its permission sets).
 */
export function toggleKey(
  tree: readonly TreeItem[],
  selected: ReadonlySet<TreeKey>,
  key: TreeKey,
  on: boolean,
): Set<TreeKey> {
  const path = pathTo(tree, key);
  const node = path[path.length - 1];
  const next = new Set(selected);
  if (!node) return next;
  if (on) {
    if (node.group) itemsOf(node).forEach((k) => next.add(k));
    else path.filter((n) => !n.group).forEach((n) => next.add(n.key));
  } else {
    itemsOf(node).forEach((k) => next.delete(k));
  }
  return next;
}

/** What the tree shows: items checked when chosen, groups checked or half-checked by items. */
export function checkState(
  tree: readonly TreeItem[],
  selected: ReadonlySet<TreeKey>,
): { checked: TreeKey[]; halfChecked: TreeKey[] } {
  const checked: TreeKey[] = [];
  const halfChecked: TreeKey[] = [];
  const visit = (node: TreeItem): void => {
    (node.children ?? []).forEach(visit);
    if (!node.group) {
      if (selected.has(node.key)) checked.push(node.key);
      return;
    }
    const items = itemsOf(node);
    const chosen = items.filter((k) => selected.has(k)).length;
    if (items.length > 0 && chosen === items.length) checked.push(node.key);
    else if (chosen > 0) halfChecked.push(node.key);
  };
  tree.forEach(visit);
  return { checked, halfChecked };
}

const matches = (node: TreeItem, needle: string): boolean =>
  node.title.toLowerCase().includes(needle) || !!node.code?.toLowerCase().includes(needle);

/**
 * The nodes matching a search (title or code, ignoring case) with the nodes above them, a match
 * keeping everything below it; `expanded` opens the way to every match. An empty search: all.
 */
export function filterTree(
  tree: readonly TreeItem[],
  search: string,
): { nodes: TreeItem[]; expanded: TreeKey[] } {
  const needle = search.trim().toLowerCase();
  if (needle === '') return { nodes: [...tree], expanded: [] };
  const expanded: TreeKey[] = [];
  const keep = (nodes: readonly TreeItem[]): TreeItem[] =>
    nodes.flatMap((node) => {
      if (matches(node, needle)) return [node];
      const children = keep(node.children ?? []);
      if (children.length === 0) return [];
      expanded.push(node.key);
      return [{ ...node, children }];
    });
  return { nodes: keep(tree), expanded };
}

/** Keys added and removed between two choices. */
export function choiceChanges(
  before: ReadonlySet<TreeKey>,
  after: ReadonlySet<TreeKey>,
): { added: TreeKey[]; removed: TreeKey[] } {
  return {
    added: [...after].filter((key) => !before.has(key)),
    removed: [...before].filter((key) => !after.has(key)),
  };
}
