import { pagerOf, pagerText, snapPageSize, withRowAdded, withRowRemoved } from './pagination';

const enText = (key: string, values?: Record<string, string | number>) =>
  key === 'hzero.common.kit.pagination.total'
    ? `${values?.start} - ${values?.end} of ${values?.total} items`
    : key;

describe('snapPageSize', () => {
  it.each([
    [10, {}, 10],
    [20, {}, 20],
    [100, {}, 100],
    [11, {}, 10],
    [15, {}, 20], // halfway: the larger
    [16, {}, 20],
    [35, {}, 50], // halfway between 20 and 50
    [34, {}, 20],
    [74, {}, 50],
    [75, {}, 100],
    [1000, {}, 100],
    [1, {}, 10],
    [undefined, {}, 10],
    [null, {}, 10],
    [0, {}, 10],
    [-5, {}, 10],
    [Number.NaN, {}, 10],
    [undefined, { defaultPageSize: 20 }, 20],
    [undefined, { defaultPageSize: 40 }, 50],
    [12, { pageSizes: [5, 15, 25] }, 15],
    [12, { pageSizes: [] }, 10],
  ])('%p with %p → %p', (size, settings, expected) => {
    expect(snapPageSize(size, settings)).toBe(expected);
  });
});

describe('pagerOf', () => {
  it.each([
    [{ number: 0, size: 10, totalElements: 42 }, {}, { current: 1, pageSize: 10, total: 42 }],
    [{ number: 2, size: 25, totalElements: 90 }, {}, { current: 3, pageSize: 20, total: 90 }],
    [{ start: 1, size: 50, total: 7 }, {}, { current: 2, pageSize: 50, total: 7 }],
    [{}, { defaultPageSize: 20 }, { current: 1, pageSize: 20, total: 0 }],
    [null, {}, { current: 1, pageSize: 10, total: 0 }],
  ])('%p with %p → %p', (page, settings, expected) => {
    expect(pagerOf(page, settings)).toEqual(expected);
  });
});

describe('rows added and removed in place', () => {
  it.each([
    [
      'a full page grows by one',
      { current: 1, pageSize: 10, total: 42 },
      10,
      { current: 1, pageSize: 11, total: 43 },
    ],
    [
      'a grown page grows again',
      { current: 1, pageSize: 11, total: 43 },
      11,
      { current: 1, pageSize: 12, total: 44 },
    ],
    [
      'a page with room keeps its size',
      { current: 5, pageSize: 10, total: 42 },
      2,
      { current: 5, pageSize: 10, total: 43 },
    ],
    [
      'an empty table',
      { current: 1, pageSize: 10, total: 0 },
      0,
      { current: 1, pageSize: 10, total: 1 },
    ],
  ])('adding: %s', (_label, pager, rowsShown, expected) => {
    expect(withRowAdded(pager, rowsShown)).toEqual(expected);
  });

  it.each([
    [
      'a grown page shrinks back',
      { current: 1, pageSize: 11, total: 43 },
      10,
      { current: 1, pageSize: 10, total: 42 },
    ],
    [
      'a page at the chosen size keeps it',
      { current: 1, pageSize: 10, total: 42 },
      10,
      { current: 1, pageSize: 10, total: 41 },
    ],
    [
      'the last row of the last page moves back a page',
      { current: 5, pageSize: 10, total: 41 },
      10,
      { current: 4, pageSize: 10, total: 40 },
    ],
    [
      'the last row of all stays on page 1',
      { current: 1, pageSize: 10, total: 1 },
      10,
      { current: 1, pageSize: 10, total: 0 },
    ],
    [
      'the total never goes below 0',
      { current: 1, pageSize: 10, total: 0 },
      10,
      { current: 1, pageSize: 10, total: 0 },
    ],
  ])('removing: %s', (_label, pager, chosen, expected) => {
    expect(withRowRemoved(pager, chosen)).toEqual(expected);
  });

  it('adding then removing gives the pager back', () => {
    const pager = { current: 2, pageSize: 20, total: 75 };
    expect(withRowRemoved(withRowAdded(pager, 20), 20)).toEqual(pager);
  });
});

describe('pagerText', () => {
  it.each([
    [42, [1, 10], '1 - 10 of 42 items'],
    [42, [41, 42], '41 - 42 of 42 items'],
    [0, [0, 0], '0 - 0 of 0 items'],
  ] as const)('%p items, showing %p → %p', (total, range, expected) => {
    expect(pagerText(enText, total, range)).toBe(expected);
  });
});
