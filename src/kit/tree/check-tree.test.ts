import {
  checkState,
  choiceChanges,
  filterTree,
  toggleKey,
  type TreeItem,
  type TreeKey,
} from './check-tree';

// root (group) > dir (group) > page a (item) > set a1, a2 ; page b ; and page c directly under root
const tree: TreeItem[] = [
  {
    key: 'root',
    title: 'Platform',
    group: true,
    children: [
      {
        key: 'dir',
        title: 'Master data',
        group: true,
        children: [
          {
            key: 'a',
            title: 'Currencies',
            code: 'hpfm.currency',
            children: [
              { key: 'a1', title: 'Edit', code: 'hpfm.currency.button.edit' },
              { key: 'a2', title: 'Delete', code: 'hpfm.currency.button.delete' },
            ],
          },
          { key: 'b', title: 'Banks', code: 'hpfm.bank' },
        ],
      },
      { key: 'c', title: 'Calendars', code: 'hpfm.calendar' },
    ],
  },
];

const set = (...keys: string[]) => new Set<TreeKey>(keys);
const sorted = (keys: Iterable<TreeKey>) => [...keys].map(String).sort();

describe('toggleKey', () => {
  it.each([
    ['a group on: all of its items', [], 'dir', true, ['a', 'a1', 'a2', 'b']],
    ['a group off: none of them', ['a', 'a1', 'b', 'c'], 'dir', false, ['c']],
    ['an item on: it alone, not its sub-items', [], 'a', true, ['a']],
    ['a sub-item on: its item too', [], 'a2', true, ['a', 'a2']],
    ['an item off: its sub-items too', ['a', 'a1', 'a2', 'b'], 'a', false, ['b']],
    ['a sub-item off: the item stays', ['a', 'a1'], 'a1', false, ['a']],
    ['an unknown key: nothing changes', ['b'], 'zzz', true, ['b']],
  ])('%s', (_name, before, key, on, after) => {
    expect(sorted(toggleKey(tree, set(...before), key, on))).toEqual(sorted(after));
  });
});

describe('checkState', () => {
  it.each([
    [[], [], []],
    [['a'], ['a'], ['dir', 'root']],
    [['a', 'a1', 'a2', 'b'], ['a', 'a1', 'a2', 'b', 'dir'], ['root']],
    [['a', 'a1', 'a2', 'b', 'c'], ['a', 'a1', 'a2', 'b', 'c', 'dir', 'root'], []],
  ])('chosen %j shows checked %j, half %j', (chosen, checked, half) => {
    const state = checkState(tree, set(...chosen));
    expect(sorted(state.checked)).toEqual(sorted(checked));
    expect(sorted(state.halfChecked)).toEqual(sorted(half));
  });
});

describe('filterTree', () => {
  const keys = (nodes: TreeItem[]): unknown =>
    nodes.map((n) => (n.children ? { [String(n.key)]: keys(n.children) } : n.key));

  it.each([
    ['', [{ root: [{ dir: [{ a: ['a1', 'a2'] }, 'b'] }, 'c'] }], []],
    ['bank', [{ root: [{ dir: ['b'] }] }], ['dir', 'root']],
    ['BUTTON.EDIT', [{ root: [{ dir: [{ a: ['a1'] }] }] }], ['a', 'dir', 'root']],
    ['master', [{ root: [{ dir: [{ a: ['a1', 'a2'] }, 'b'] }] }], ['root']],
    ['nothing here', [], []],
  ])('%j keeps %j and opens %j', (search, expected, expanded) => {
    const result = filterTree(tree, search);
    expect(keys(result.nodes)).toEqual(expected);
    expect(sorted(result.expanded)).toEqual(sorted(expanded));
  });
});

describe('choiceChanges', () => {
  it('names what was added and removed', () => {
    expect(choiceChanges(set('a', 'b'), set('b', 'c'))).toEqual({ added: ['c'], removed: ['a'] });
  });
});
