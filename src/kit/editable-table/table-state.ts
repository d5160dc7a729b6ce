/**
 * The editable table's state and every change to it, as a pure reducer: the rows (with their
 * statuses), what the server sent, the pager, the expanded rows, which cells show errors and
 * which field is asked to take focus. `useEditableTable` dispatches; tests call it directly.
 *
 * Nothing here ever goes back to the server's rows by itself: only `reset` does, when the page
 * says so (after a save succeeded, or to discard). A failed save keeps every edit.
 */
import { statusAfterEdit } from './row-changes';
import { findRow, keyOf, replaceRow, valuesOf, walkRows } from './rows-tree';
import type { CellError, EditableRow, RowKey } from './types';

export interface Pager {
  current: number;
  pageSize: number;
}

/** A field the table should focus once it is rendered; `seq` tells two requests apart. */
export interface FocusRequest {
  key: RowKey;
  field: string;
  seq: number;
}

export interface TableState<T extends object> {
  rowKey: string;
  rows: EditableRow<T>[];
  /** What the server sent, by key, for every row it sent (children included). */
  originals: ReadonlyMap<RowKey, T>;
  pager: Pager;
  expanded: readonly RowKey[];
  /** Cells the user has changed (`cellKey`): their errors show as soon as they are wrong. */
  touched: ReadonlySet<string>;
  /** After a save was refused: every error shows. */
  showAllErrors: boolean;
  focus: FocusRequest | null;
  seq: number;
}

export type TableAction<T extends object> =
  | { type: 'reset'; rows?: readonly EditableRow<T>[] }
  | { type: 'add'; row: EditableRow<T>; parentKey?: RowKey; focusField?: string }
  | { type: 'edit'; key: RowKey; patch: Partial<T> }
  | { type: 'remove'; key: RowKey }
  | { type: 'restore'; key: RowKey }
  | { type: 'page'; pager: Pager }
  | { type: 'expand'; keys: readonly RowKey[] }
  | { type: 'reveal'; error: CellError };

/** One cell's identity (keys `1` and `'1'` are different rows). */
export const cellKey = (key: RowKey, field: string): string => `${typeof key}:${key}:${field}`;

function originalsOf<T extends object>(rows: readonly EditableRow<T>[], rowKey: string) {
  const originals = new Map<RowKey, T>();
  walkRows(rows, rowKey, (row) => {
    originals.set(keyOf(row, rowKey), valuesOf(row));
  });
  return originals;
}

/** The server's rows as the table holds them: no status, children kept. */
function fromServer<T extends object>(rows: readonly EditableRow<T>[]): EditableRow<T>[] {
  return rows.map((row) => {
    const { _status: _ignored, children, ...values } = row;
    const plain = values as unknown as EditableRow<T>;
    return children ? { ...plain, children: fromServer(children) } : plain;
  });
}

/** The pager still pointing at a page that exists. */
function clampPager(pager: Pager, rootRows: number): Pager {
  const last = Math.max(1, Math.ceil(rootRows / pager.pageSize));
  return pager.current > last ? { ...pager, current: last } : pager;
}

export function initTableState<T extends object>(
  rowKey: string,
  rows: readonly EditableRow<T>[],
  pageSize: number,
): TableState<T> {
  return {
    rowKey,
    rows: fromServer(rows),
    originals: originalsOf(rows, rowKey),
    pager: { current: 1, pageSize },
    expanded: [],
    touched: new Set(),
    showAllErrors: false,
    focus: null,
    seq: 0,
  };
}

const focusOn = <T extends object>(state: TableState<T>, key: RowKey, field: string) => ({
  focus: { key, field, seq: state.seq + 1 },
  seq: state.seq + 1,
});

const withExpanded = (expanded: readonly RowKey[], keys: readonly RowKey[]) =>
  keys.every((key) => expanded.includes(key)) ? expanded : [...new Set([...expanded, ...keys])];

export function tableReducer<T extends object>(
  state: TableState<T>,
  action: TableAction<T>,
): TableState<T> {
  const { rowKey } = state;
  const change = (key: RowKey, to: (row: EditableRow<T>) => EditableRow<T> | null) =>
    replaceRow(state.rows, rowKey, key, to);
  switch (action.type) {
    case 'reset': {
      const fresh = initTableState(rowKey, action.rows ?? serverRows(state), state.pager.pageSize);
      return {
        ...fresh,
        pager: clampPager(state.pager, fresh.rows.length),
        expanded: state.expanded,
      };
    }
    case 'add': {
      const key = keyOf(action.row, rowKey);
      const row: EditableRow<T> = { ...action.row, _status: 'create' };
      const focus = action.focusField ? focusOn(state, key, action.focusField) : {};
      if (action.parentKey === undefined) {
        return {
          ...state,
          ...focus,
          rows: [row, ...state.rows],
          pager: { ...state.pager, current: 1 },
        };
      }
      const trail = findRow(state.rows, rowKey, action.parentKey)?.trail ?? [];
      return {
        ...state,
        ...focus,
        rows: change(action.parentKey, (parent) => ({
          ...parent,
          children: [row, ...(parent.children ?? [])],
        })),
        expanded: withExpanded(state.expanded, [...trail, action.parentKey]),
      };
    }
    case 'edit': {
      const rows = change(action.key, (row) => {
        if (row._status === 'delete') return row; // read-only until restored
        const edited = { ...row, ...action.patch };
        const status =
          row._status === 'create'
            ? 'create'
            : statusAfterEdit(edited, state.originals.get(action.key));
        return { ...edited, _status: status };
      });
      const touched = new Set(state.touched);
      for (const field of Object.keys(action.patch)) touched.add(cellKey(action.key, field));
      return { ...state, rows, touched };
    }
    case 'remove': {
      const rows = change(action.key, (row) =>
        row._status === 'create' ? null : { ...row, _status: 'delete' },
      );
      return { ...state, rows, pager: clampPager(state.pager, rows.length) };
    }
    case 'restore':
      return {
        ...state,
        rows: change(action.key, (row) =>
          row._status === 'delete'
            ? { ...row, _status: statusAfterEdit(row, state.originals.get(action.key)) }
            : row,
        ),
      };
    case 'page':
      return { ...state, pager: clampPager(action.pager, state.rows.length) };
    case 'expand':
      return { ...state, expanded: action.keys };
    case 'reveal': {
      const { error } = action;
      const root = error.trail[0] ?? error.key;
      const index = Math.max(
        0,
        state.rows.findIndex((row) => keyOf(row, rowKey) === root),
      );
      return {
        ...state,
        ...focusOn(state, error.key, error.field),
        showAllErrors: true,
        pager: { ...state.pager, current: Math.floor(index / state.pager.pageSize) + 1 },
        expanded: withExpanded(state.expanded, error.trail),
      };
    }
  }
}

/** The rows as the server sent them (the table's current tree, in its current order). */
function serverRows<T extends object>(state: TableState<T>): EditableRow<T>[] {
  const back = (rows: readonly EditableRow<T>[]): EditableRow<T>[] =>
    rows.flatMap((row) => {
      const original = state.originals.get(keyOf(row, state.rowKey));
      if (!original) return []; // created: gone
      return [row.children ? { ...original, children: back(row.children) } : { ...original }];
    });
  return back(state.rows);
}
