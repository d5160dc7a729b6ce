/**
 * The state of an editable table, for a page and its `<EditableTable>`:
 *
 *     const table = useEditableTable<LovValue>({
 *       rowKey: 'lovValueId',
 *       columns, // stable: defined outside the component or memoised
 *       initialRows: data.content,
 *     });
 *     const save = async () => {
 *       const changes = await table.collect(); // undefined: invalid, shown and focused
 *       if (!changes?.length) return;
 *       await saveValues.mutateAsync(changes); // a failure keeps every edit
 *       table.reset(await refetchValues()); // the saved rows are the new baseline
 *     };
 *     <Button onClick={() => table.add({ enabledFlag: 1 })}>New</Button>
 *     <Button onClick={save}>Save</Button>
 *     <EditableTable table={table} />
 *
 * Rows are paged on the client (every row of the set is held), so every row can be validated
 * and the page of an error shown. The table never goes back to the server's rows by itself:
 * only `reset` does.
 */
import { useCallback, useId, useMemo, useReducer, useRef } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../request/paging';
import { collectChanges } from './row-changes';
import { initTableState, tableReducer, type TableAction, type TableState } from './table-state';
import type { CellError, EditableColumn, EditableRow, RowKey } from './types';
import { isEditable, validateRows } from './validate';

export interface EditableTableOptions<T extends object> {
  /** The field that identifies a row. New rows get a temporary value in it. */
  rowKey: Extract<keyof T, string>;
  columns: readonly EditableColumn<T>[];
  /** The server's rows, read once (later ones through `reset`). */
  initialRows?: readonly EditableRow<T>[];
  /** Fields dropped from created rows when collected (default: the row key). */
  keyFields?: readonly string[];
  /** Rows per page (default 10); `false`: one long table. */
  pageSize?: number | false;
}

export interface EditableTable<T extends object> {
  rowKey: Extract<keyof T, string>;
  columns: readonly EditableColumn<T>[];
  rows: readonly EditableRow<T>[];
  /** Something would be saved. */
  dirty: boolean;
  /** The invalid fields of the rows to be saved, in table order. */
  errors: readonly CellError[];
  /** Adds a new row on top (of the table, or of a parent's children); gives its key. */
  add: (values?: Partial<T>, options?: { parentKey?: RowKey }) => RowKey;
  update: (key: RowKey, patch: Partial<T>) => void;
  /** A new row disappears; a server row is marked deleted (struck through) until saved. */
  remove: (key: RowKey) => void;
  /** Takes back a delete. */
  restore: (key: RowKey) => void;
  /** These rows (none: the server's last rows) become the table, with no changes. */
  reset: (rows?: readonly EditableRow<T>[]) => void;
  /**
   * The changed rows for one save, or undefined when a row is invalid: then nothing is to be
   * sent, the table shows the first invalid row (its page, its parents open), focuses its field
   * and shows every error.
   */
  collect: () => Promise<EditableRow<T>[] | undefined>;
  /** For `<EditableTable>`. */
  view: {
    state: TableState<T>;
    paged: boolean;
    dispatch: (action: TableAction<T>) => void;
    /** The DOM id of a cell's editor (its error message is this id + `-error`). */
    cellId: (key: RowKey, field: string) => string;
  };
}

const NEW_KEY_PREFIX = '_new_';

export function useEditableTable<T extends object>(
  options: EditableTableOptions<T>,
): EditableTable<T> {
  const { rowKey, columns, keyFields, pageSize = DEFAULT_PAGE_SIZE } = options;
  const [state, dispatch] = useReducer(
    tableReducer<T>,
    null,
    (): TableState<T> =>
      initTableState(rowKey, options.initialRows ?? [], pageSize === false ? Infinity : pageSize),
  );
  const tableId = useId();
  const created = useRef(0);

  const errors = useMemo(
    () => validateRows(state.rows, columns, rowKey),
    [state.rows, columns, rowKey],
  );

  const add = useCallback(
    (values: Partial<T> = {}, where: { parentKey?: RowKey } = {}) => {
      created.current += 1;
      const key = `${NEW_KEY_PREFIX}${created.current}`;
      const row = { ...values, [rowKey]: key } as EditableRow<T>;
      const first = columns.find((column) => isEditable(column, { ...row, _status: 'create' }));
      dispatch({ type: 'add', row, parentKey: where.parentKey, focusField: first?.field });
      return key;
    },
    [columns, rowKey],
  );

  const collect = useCallback(async () => {
    const [first] = errors;
    if (first) {
      dispatch({ type: 'reveal', error: first });
      return undefined;
    }
    return collectChanges(state.rows, { rowKey, originals: state.originals, keyFields });
  }, [errors, state.rows, state.originals, rowKey, keyFields]);

  const dirty = useMemo(
    () => collectChanges(state.rows, { rowKey, originals: state.originals }).length > 0,
    [state.rows, state.originals, rowKey],
  );

  const cellId = useCallback(
    (key: RowKey, field: string) => `${tableId}-${String(key)}-${field}`,
    [tableId],
  );

  // Stable, so cells that call them need not be redrawn
  const update = useCallback(
    (key: RowKey, patch: Partial<T>) => dispatch({ type: 'edit', key, patch }),
    [],
  );
  const remove = useCallback((key: RowKey) => dispatch({ type: 'remove', key }), []);
  const restore = useCallback((key: RowKey) => dispatch({ type: 'restore', key }), []);
  const reset = useCallback(
    (rows?: readonly EditableRow<T>[]) => dispatch({ type: 'reset', rows }),
    [],
  );

  return {
    rowKey,
    columns,
    rows: state.rows,
    dirty,
    errors,
    add,
    update,
    remove,
    restore,
    reset,
    collect,
    view: { state, paged: pageSize !== false, dispatch, cellId },
  };
}
