import {
  cellKey,
  initTableState,
  tableReducer,
  type TableAction,
  type TableState,
} from './table-state';
import type { EditableRow } from './types';
import { valueRow, type ValueRow } from './value-rows.fixture';

const tree: EditableRow<ValueRow>[] = [
  ...[1, 2, 3].map((id) => valueRow(id)),
  { ...valueRow(4), children: [{ ...valueRow(41), children: [valueRow(411)] }] },
  valueRow(5),
];
const start = () => initTableState<ValueRow>('valueId', tree, 2);
const run = (...actions: TableAction<ValueRow>[]) => actions.reduce(tableReducer, start());
const statuses = (state: TableState<ValueRow>) => {
  const all: string[] = [];
  const visit = (rows: EditableRow<ValueRow>[]) =>
    rows.forEach((row) => {
      all.push(`${row.valueId}${row._status ? `:${row._status}` : ''}`);
      if (row.children) visit(row.children);
    });
  visit(state.rows);
  return all.join(' ');
};

describe('tableReducer', () => {
  it.each<[string, TableAction<ValueRow>[], string]>([
    ['nothing changed', [], '1 2 3 4 41 411 5'],
    [
      'an edit makes an update',
      [{ type: 'edit', key: 2, patch: { meaning: 'X' } }],
      '1 2:update 3 4 41 411 5',
    ],
    [
      'editing back to the server value is no change',
      [
        { type: 'edit', key: 2, patch: { meaning: 'X' } },
        { type: 'edit', key: 2, patch: { meaning: 'Meaning 2' } },
      ],
      '1 2 3 4 41 411 5',
    ],
    [
      'a child row edited',
      [{ type: 'edit', key: 411, patch: { orderSeq: 9 } }],
      '1 2 3 4 41 411:update 5',
    ],
    ['a new row goes on top', [{ type: 'add', row: valueRow(0) }], '0:create 1 2 3 4 41 411 5'],
    [
      'a new child goes first under its parent',
      [{ type: 'add', row: valueRow(40), parentKey: 4 }],
      '1 2 3 4 40:create 41 411 5',
    ],
    [
      'a new row stays new when edited',
      [
        { type: 'add', row: valueRow(0) },
        { type: 'edit', key: 0, patch: { meaning: 'X' } },
      ],
      '0:create 1 2 3 4 41 411 5',
    ],
    [
      'deleting a new row removes it',
      [
        { type: 'add', row: valueRow(0) },
        { type: 'remove', key: 0 },
      ],
      '1 2 3 4 41 411 5',
    ],
    ['deleting a server row marks it', [{ type: 'remove', key: 41 }], '1 2 3 4 41:delete 411 5'],
    [
      'a deleted row takes no edits',
      [
        { type: 'remove', key: 1 },
        { type: 'edit', key: 1, patch: { meaning: 'X' } },
      ],
      '1:delete 2 3 4 41 411 5',
    ],
    [
      'restoring brings the edits back',
      [
        { type: 'edit', key: 1, patch: { meaning: 'X' } },
        { type: 'remove', key: 1 },
        { type: 'restore', key: 1 },
      ],
      '1:update 2 3 4 41 411 5',
    ],
    [
      'reset without rows goes back to the server rows',
      [
        { type: 'add', row: valueRow(40), parentKey: 4 },
        { type: 'edit', key: 1, patch: { meaning: 'X' } },
        { type: 'remove', key: 2 },
        { type: 'reset' },
      ],
      '1 2 3 4 41 411 5',
    ],
    [
      'reset with rows takes them as the server rows',
      [
        { type: 'edit', key: 1, patch: { meaning: 'X' } },
        {
          type: 'reset',
          rows: [{ ...valueRow(1, { meaning: 'X' }), _status: 'update' }, valueRow(7)],
        },
      ],
      '1 7',
    ],
  ])('%s', (_case, actions, expected) => {
    expect(statuses(run(...actions))).toBe(expected);
  });

  it('restores the server values on reset, and they become the new baseline', () => {
    const discarded = run({ type: 'edit', key: 1, patch: { meaning: 'X' } }, { type: 'reset' });
    expect(discarded.rows[0]).toEqual(valueRow(1));
    const saved = run({ type: 'reset', rows: [valueRow(1, { meaning: 'X' })] });
    expect(statuses(tableReducer(saved, { type: 'edit', key: 1, patch: { meaning: 'X' } }))).toBe(
      '1',
    );
  });

  it('remembers the cells the user changed', () => {
    const state = run({ type: 'edit', key: 1, patch: { meaning: 'X', orderSeq: 2 } });
    expect([...state.touched]).toEqual([cellKey(1, 'meaning'), cellKey(1, 'orderSeq')]);
    expect(cellKey(1, 'meaning')).not.toBe(cellKey('1', 'meaning'));
  });

  it('shows a new row: page 1, or its parent expanded; focus on the asked field', () => {
    const onTop = run(
      { type: 'page', pager: { current: 3, pageSize: 2 } },
      { type: 'add', row: valueRow(0), focusField: 'value' },
    );
    expect(onTop.pager.current).toBe(1);
    expect(onTop.focus).toEqual({ key: 0, field: 'value', seq: 1 });
    const child = run({ type: 'add', row: valueRow(410), parentKey: 41 });
    expect(child.expanded).toEqual([4, 41]);
    expect(child.focus).toBeNull();
  });

  it('reveals an error: its page, its ancestors expanded, its field asked to take focus', () => {
    const state = run(
      { type: 'expand', keys: [4] },
      { type: 'reveal', error: { rule: 'required', key: 411, field: 'meaning', trail: [4, 41] } },
      { type: 'reveal', error: { rule: 'required', key: 411, field: 'meaning', trail: [4, 41] } },
    );
    expect(state.pager).toEqual({ current: 2, pageSize: 2 }); // row 4 is the 4th root row
    expect(state.expanded).toEqual([4, 41]);
    expect(state.showAllErrors).toBe(true);
    expect(state.focus).toEqual({ key: 411, field: 'meaning', seq: 2 }); // asked again: again
  });

  it('keeps the pager on a page that exists', () => {
    const last = run({ type: 'page', pager: { current: 3, pageSize: 2 } });
    expect(last.pager.current).toBe(3);
    expect(run({ type: 'page', pager: { current: 9, pageSize: 2 } }).pager.current).toBe(3);
    const added = tableReducer(last, { type: 'add', row: valueRow(0) });
    const page3 = tableReducer(added, { type: 'page', pager: { current: 3, pageSize: 2 } });
    expect(tableReducer(page3, { type: 'remove', key: 0 }).pager.current).toBe(3);
    const fewer = run(
      { type: 'page', pager: { current: 3, pageSize: 2 } },
      { type: 'reset', rows: [valueRow(1)] },
    );
    expect(fewer.pager.current).toBe(1);
  });
});
