import { tableScrollX } from './table-width';

describe('tableScrollX', () => {
  it.each([
    ['no columns', [], 1],
    ['widths summed, plus 1', [{ width: 100 }, { width: 150 }], 251],
    ['a column without width counts 200', [{ width: 100 }, {}], 301],
    ['px texts read as numbers', [{ width: '120px' }, { width: '80' }], 201],
    ['percentages and other texts count 200', [{ width: '20%' }, { width: 'auto' }], 401],
    ['zero or negative counts 200', [{ width: 0 }, { width: -5 }], 401],
    ['hidden columns do not count', [{ width: 100 }, { width: 100, hidden: true }], 101],
    [
      'a group counts its children',
      [{ width: 999, children: [{ width: 60 }, {}] }, { width: 40 }],
      301,
    ],
    ['an empty group counts as a column', [{ children: [] }], 201],
  ])('%s', (_label, columns, expected) => {
    expect(tableScrollX(columns)).toBe(expected);
  });
});
