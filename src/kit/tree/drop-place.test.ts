import type { TreeItem } from './check-tree';
import { dropPlace, moveTargets, sortAt } from './drop-place';

// r (group) > d (group) > a, b ; c ; and t at the top
const tree: TreeItem[] = [
  {
    key: 'r',
    title: 'Root',
    group: true,
    children: [
      {
        key: 'd',
        title: 'Dir',
        group: true,
        children: [
          { key: 'a', title: 'A' },
          { key: 'b', title: 'B' },
        ],
      },
      { key: 'c', title: 'C' },
    ],
  },
  { key: 't', title: 'T' },
];

describe('where a dragged node lands', () => {
  it.each([
    ['onto a group: its first child', 'c', 'd', false, 0, { parent: 'd', index: 0 }],
    ['before a node of another group', 'a', 'c', true, -1, { parent: 'r', index: 1 }],
    ['after a node of another group', 'a', 'c', true, 1, { parent: 'r', index: 2 }],
    ['after its next sibling', 'a', 'b', true, 1, { parent: 'd', index: 1 }],
    ['before its own previous sibling', 'b', 'a', true, -1, { parent: 'd', index: 0 }],
    ['to the top, after the last', 'a', 't', true, 1, { parent: null, index: 2 }],
    ['a group before another top node', 'd', 't', true, -1, { parent: null, index: 1 }],
  ])('%s', (_what, dragged, target, dropToGap, side, expected) => {
    expect(dropPlace(tree, dragged, { target, dropToGap, side })).toEqual(expected);
  });

  it.each([
    ['onto itself', 'a', 'a', false],
    ['onto a node that is not a group', 'a', 'c', false],
    ['into its own group', 'r', 'd', false],
    ['beside one of its own descendants', 'r', 'a', true],
    ['an unknown node', 'x', 'a', true],
  ])('means nothing %s', (_what, dragged, target, dropToGap) => {
    expect(dropPlace(tree, dragged, { target, dropToGap, side: 1 })).toBeUndefined();
  });
});

/** The keys of a tree, nested as it is. */
const shape = (nodes: TreeItem[]): unknown[] =>
  nodes.map((node) => (node.children?.length ? [node.key, shape(node.children)] : node.key));

describe('where a node may move to', () => {
  it.each([
    ['a leaf: every group', 'a', [['r', ['d']]]],
    ['a group: not itself nor below it', 'd', ['r']],
    ['the top group: nothing', 'r', []],
  ])('%s', (_what, key, expected) => {
    expect(shape(moveTargets(tree, key))).toEqual(expected);
  });

  it.each([
    ['first', [10, 20], 0, 0],
    ['after the first', [10, 20], 1, 11],
    ['last', [10, 20], 2, 21],
    ['into an empty parent', [], 0, 0],
  ])('sorts a node placed %s just after the one before it', (_what, others, index, sort) => {
    expect(sortAt(others, index)).toBe(sort);
  });
});
