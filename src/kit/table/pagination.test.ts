import { pagerText, withRowAdded, withRowRemoved } from './pagination';

const enText = (key: string, values?: Record<string, string | number>) =>
  key === 'hzero.common.kit.pagination.total'
    ? `${values?.start} - ${values?.end} of ${values?.total} items`
    : key;

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
