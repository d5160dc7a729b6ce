import { findRow, keysUnderDeleted, replaceRow } from './rows-tree';
import type { EditableRow } from './types';

type Node = EditableRow<{ id: number }>;
const tree: Node[] = [
  { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
  { id: 2 },
];

describe('rows tree', () => {
  it.each([
    [121, [1, 12]],
    [2, []],
    [9, undefined],
  ])('finds row %p under %p', (key, trail) => {
    expect(findRow(tree, 'id', key)?.trail).toEqual(trail);
  });

  it('replaces one row and keeps the identity of every branch it did not touch', () => {
    const next = replaceRow(tree, 'id', 121, (row) => ({ ...row, _status: 'update' }));
    expect(next[0].children?.[1].children?.[0]).toEqual({ id: 121, _status: 'update' });
    expect(next[0].children?.[0]).toBe(tree[0].children?.[0]);
    expect(next[1]).toBe(tree[1]);
    expect(replaceRow(tree, 'id', 9, () => null)).toBe(tree);
    expect(replaceRow(tree, 'id', 12, () => null)[0].children).toEqual([{ id: 11 }]);
  });

  it.each<[string, Node[], number[]]>([
    ['nothing deleted', tree, []],
    [
      'a deleted parent takes its whole subtree',
      [{ ...tree[0], _status: 'delete' }, tree[1]],
      [11, 12, 121],
    ],
    [
      'a deleted child takes its own children only',
      [{ id: 1, children: [{ id: 12, _status: 'delete', children: [{ id: 121 }] }, { id: 13 }] }],
      [121],
    ],
  ])('rows under a deleted row: %s', (_case, rows, under) => {
    expect([...keysUnderDeleted(rows, 'id')]).toEqual(under);
  });
});
