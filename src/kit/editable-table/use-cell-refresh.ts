/**
 * Typing in one cell re-renders only that row's cells (ProComponents #5005: editable tables
 * slow down with many rows). antd's Table redraws a cell when `shouldCellUpdate` says so; a
 * cell here depends on its row (rows keep their identity unless changed), its signature
 * (`rowSignatures`: errors on show, under a deleted row), and what the whole table depends on (columns, language, row actions), so it is redrawn
 * when one of those changed since the last render.
 */
import { useEffect, useRef } from 'react';
import { keyOf } from './rows-tree';
import type { CellError, EditableRow, RowKey } from './types';

/**
 * Per row, what its cells show besides its values, for a cheap comparison: its shown errors
 * (rule and bound per field) and whether it lies under a deleted row.
 */
export function rowSignatures(
  errors: Iterable<CellError>,
  underDeleted: ReadonlySet<RowKey>,
): Map<RowKey, string> {
  const signatures = new Map<RowKey, string>();
  const add = (key: RowKey, one: string) =>
    signatures.set(key, signatures.has(key) ? `${signatures.get(key)}|${one}` : one);
  for (const { key, field, rule, params, message } of errors) {
    add(key, `${field}:${rule}:${JSON.stringify(params ?? null)}:${message ?? ''}`);
  }
  for (const key of underDeleted) add(key, 'under-deleted');
  return signatures;
}

interface Seen {
  signatures: Map<RowKey, string>;
  tableDeps: readonly unknown[];
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((dep, index) => Object.is(dep, b[index]));

export function useCellRefresh<T extends object>(
  rowKey: string,
  signatures: Map<RowKey, string>,
  tableDeps: readonly unknown[],
): (row: EditableRow<T>, previous: EditableRow<T>) => boolean {
  const seen = useRef<Seen | null>(null);
  useEffect(() => {
    seen.current = { signatures, tableDeps };
  });
  return (row, previous) => {
    const last = seen.current;
    if (row !== previous || !last || !sameDeps(last.tableDeps, tableDeps)) return true;
    const key = keyOf(row, rowKey);
    return last.signatures.get(key) !== signatures.get(key);
  };
}
