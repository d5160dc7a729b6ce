/**
 * Rows with child rows under `children`: reading and replacing one row anywhere in the tree
 * without changing the others (unchanged branches keep their identity, so React skips them).
 */
import type { EditableRow, RowKey } from './types';

export const fieldOf = (row: object, field: string): unknown =>
  (row as Record<string, unknown>)[field];

export const keyOf = (row: object, rowKey: string): RowKey => fieldOf(row, rowKey) as RowKey;

/** Every row, parents before their children, with the keys of its ancestors (root first). */
export function walkRows<T extends object>(
  rows: readonly EditableRow<T>[],
  rowKey: string,
  visit: (row: EditableRow<T>, trail: readonly RowKey[]) => 'skip-children' | void,
  trail: readonly RowKey[] = [],
): void {
  for (const row of rows) {
    if (visit(row, trail) === 'skip-children' || !row.children) continue;
    walkRows(row.children, rowKey, visit, [...trail, keyOf(row, rowKey)]);
  }
}

/** The row with `key` and its ancestors' keys, or undefined. */
export function findRow<T extends object>(
  rows: readonly EditableRow<T>[],
  rowKey: string,
  key: RowKey,
): { row: EditableRow<T>; trail: readonly RowKey[] } | undefined {
  let found: { row: EditableRow<T>; trail: readonly RowKey[] } | undefined;
  walkRows(rows, rowKey, (row, trail) => {
    if (found) return 'skip-children';
    if (keyOf(row, rowKey) === key) found = { row, trail };
  });
  return found;
}

/**
 * The tree with the row `key` replaced by what `change` gives (`null` removes it and its
 * children). No such row: the same tree.
 */
export function replaceRow<T extends object>(
  rows: EditableRow<T>[],
  rowKey: string,
  key: RowKey,
  change: (row: EditableRow<T>) => EditableRow<T> | null,
): EditableRow<T>[] {
  let changed = false;
  const next = rows.flatMap((row) => {
    if (keyOf(row, rowKey) === key) {
      changed = true;
      const replaced = change(row);
      return replaced ? [replaced] : [];
    }
    if (!row.children) return [row];
    const children = replaceRow(row.children, rowKey, key, change);
    if (children === row.children) return [row];
    changed = true;
    return [{ ...row, children }];
  });
  return changed ? next : rows;
}

/** The row without its status and children: the values as the server knows them. */
export function valuesOf<T extends object>(row: EditableRow<T>): T {
  const { _status: _ignored, children: _children, ...values } = row;
  return values as unknown as T;
}

/** The rows under a deleted row: shown deleted too, read-only, and not sent on their own. */
export function keysUnderDeleted<T extends object>(
  rows: readonly EditableRow<T>[],
  rowKey: string,
): ReadonlySet<RowKey> {
  const under = new Set<RowKey>();
  const deleted = new Set<RowKey>();
  walkRows(rows, rowKey, (row, trail) => {
    const key = keyOf(row, rowKey);
    if (trail.some((ancestor) => deleted.has(ancestor))) under.add(key);
    if (row._status === 'delete') deleted.add(key);
  });
  return under;
}
