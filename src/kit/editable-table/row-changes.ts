/**
 * What a save sends (spec section 5): the created, updated and deleted rows, nothing else, in
 * one list (parents before their children). Created rows lose the listed key fields (the
 * temporary key the table gave them, or any other id the server assigns); deleted rows go as
 * the server last sent them, since edits made before deleting mean nothing.
 */
import { keyOf, valuesOf, walkRows } from './rows-tree';
import type { EditableRow, RowKey, RowStatus } from './types';

const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index])));

/** The same fields with the same values (status and children aside). */
export function sameValues(current: object, original: object): boolean {
  const a = valuesOf(current) as Record<string, unknown>;
  const b = valuesOf(original) as Record<string, unknown>;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...fields].every((field) => sameValue(a[field], b[field]));
}

/**
 * A row's status after its values changed: new rows stay `create`; a row the server sent is
 * `update` while it differs from what was sent, and unchanged again when edited back.
 */
export function statusAfterEdit<T extends object>(
  row: EditableRow<T>,
  original: T | undefined,
): RowStatus | undefined {
  if (!original) return 'create';
  return sameValues(row, original) ? undefined : 'update';
}

export interface CollectOptions<T extends object> {
  rowKey: string;
  /** The rows as the server sent them, by key (created rows have none). */
  originals: ReadonlyMap<RowKey, T>;
  /** Fields dropped from created rows (default: the row key). */
  keyFields?: readonly string[];
}

/**
 * The changed rows to send, each without `children` (its changed children follow it). Under a
 * deleted row nothing else is sent: the server removes or refuses what hangs under it.
 */
export function collectChanges<T extends object>(
  rows: readonly EditableRow<T>[],
  { rowKey, originals, keyFields = [rowKey] }: CollectOptions<T>,
): EditableRow<T>[] {
  const changes: EditableRow<T>[] = [];
  walkRows(rows, rowKey, (row) => {
    if (row._status === 'delete') {
      const original = originals.get(keyOf(row, rowKey));
      if (original) changes.push({ ...original, _status: 'delete' });
      return 'skip-children';
    }
    if (row._status === 'update') changes.push({ ...valuesOf(row), _status: 'update' });
    if (row._status === 'create') {
      const values = { ...valuesOf(row) } as Record<string, unknown>;
      for (const field of keyFields) delete values[field];
      changes.push({ ...(values as T), _status: 'create' });
    }
  });
  return changes;
}

/** Whether the row's values go with the next save (and so must be valid). */
export const isEdited = (row: EditableRow<object>): boolean =>
  row._status === 'create' || row._status === 'update';
