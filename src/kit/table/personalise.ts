/**
 * Table personalisation (the `ui-table` definition): where the server has one for a table's
 * code, its columns come in the saved order, with the saved widths and fixing, and hidden ones
 * left out. Columns the definition does not name keep their place after the named ones; with no
 * definition the page's columns stay as written.
 */
import type { UiTableColumnDto } from '../../services/platform/types';

export interface PersonalisableColumn {
  /** The field the column shows: matched against the definition's `fieldName`. */
  dataIndex?: unknown;
  key?: unknown;
  width?: number | string;
  fixed?: 'left' | 'right' | boolean;
}

const fieldOf = (column: PersonalisableColumn): string =>
  String(typeof column.dataIndex === 'string' ? column.dataIndex : (column.key ?? ''));

export function personaliseColumns<C extends PersonalisableColumn>(
  columns: readonly C[],
  saved: readonly UiTableColumnDto[] | undefined,
): C[] {
  if (!saved || saved.length === 0) return [...columns];
  const byField = new Map(saved.map((entry) => [entry.fieldName, entry]));
  const order = (column: C, index: number) =>
    byField.get(fieldOf(column))?.sort ?? Number.MAX_SAFE_INTEGER - columns.length + index;
  return columns
    .map((column, index) => ({ column, index, entry: byField.get(fieldOf(column)) }))
    .filter(({ entry }) => !entry?.hidden)
    .sort((a, b) => order(a.column, a.index) - order(b.column, b.index) || a.index - b.index)
    .map(({ column, entry }) =>
      entry
        ? {
            ...column,
            ...(entry.width ? { width: entry.width } : {}),
            ...(entry.fixed ? { fixed: entry.fixed } : {}),
          }
        : column,
    );
}
