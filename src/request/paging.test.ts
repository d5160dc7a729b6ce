import {
  emptyPage,
  fromPage,
  pagerOf,
  removeEmptyFilters,
  snapPageSize,
  toPageQuery,
  type PageLike,
  type PageQuery,
  type PageRequest,
  type Pagination,
  type SortRequest,
} from './paging';

describe('toPageQuery', () => {
  const cases: Array<[string, PageRequest, SortRequest | null | undefined, PageQuery]> = [
    ['first page, no sort', { current: 1, pageSize: 10 }, undefined, { page: 0, size: 10 }],
    ['third page', { current: 3, pageSize: 20 }, null, { page: 2, size: 20 }],
    [
      'ascend becomes asc',
      { current: 1, pageSize: 10 },
      { field: 'name', order: 'ascend' },
      { page: 0, size: 10, sort: 'name,asc' },
    ],
    [
      'descend becomes desc',
      { current: 2, pageSize: 50 },
      { field: 'creationDate', order: 'descend' },
      { page: 1, size: 50, sort: 'creationDate,desc' },
    ],
    ['sort without order', { current: 1, pageSize: 10 }, { field: 'name' }, { page: 0, size: 10 }],
    [
      'cleared sort order',
      { current: 1, pageSize: 10 },
      { field: 'name', order: null },
      { page: 0, size: 10 },
    ],
    [
      'order without field',
      { current: 1, pageSize: 10 },
      { order: 'ascend' },
      { page: 0, size: 10 },
    ],
    ['page 0 never goes negative', { current: 0, pageSize: 10 }, undefined, { page: 0, size: 10 }],
  ];
  it.each(cases)('%s', (_name, request, sort, expected) => {
    expect(toPageQuery(request, sort)).toEqual(expected);
  });
});

describe('fromPage', () => {
  const cases: Array<[string, PageLike, Pagination]> = [
    [
      'server page',
      { content: [], totalElements: 42, size: 10, number: 0, numberOfElements: 0 } as PageLike,
      { current: 1, pageSize: 10, total: 42 },
    ],
    [
      'later page',
      { totalElements: 95, size: 20, number: 4 },
      { current: 5, pageSize: 20, total: 95 },
    ],
    ['start and total', { start: 1, size: 10, total: 11 }, { current: 2, pageSize: 10, total: 11 }],
    ['nothing known', {}, { current: 1, pageSize: 10, total: 0 }],
  ];
  it.each(cases)('%s', (_name, page, expected) => {
    expect(fromPage(page)).toEqual(expected);
  });

  it('round-trips with toPageQuery', () => {
    const query = toPageQuery({ current: 7, pageSize: 20 });
    expect(fromPage({ number: query.page, size: query.size, totalElements: 500 })).toEqual({
      current: 7,
      pageSize: 20,
      total: 500,
    });
  });

  it('an empty page reads as page 1 of nothing', () => {
    expect(fromPage(emptyPage())).toEqual({ current: 1, pageSize: 10, total: 0 });
  });
});

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

describe('removeEmptyFilters', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    ['undefined', { a: undefined, b: 1 }, { b: 1 }],
    ['null', { a: null, b: 'x' }, { b: 'x' }],
    ['empty string', { a: '', b: ' ' }, { b: ' ' }],
    ['empty list', { a: [], b: [1] }, { b: [1] }],
    ['zero and false are filters', { a: 0, b: false }, { a: 0, b: false }],
    ['empty object is kept', { a: {} }, { a: {} }],
    ['nothing left', { a: undefined, b: null, c: '', d: [] }, {}],
  ];
  it.each(cases)('%s', (_name, values, expected) => {
    expect(removeEmptyFilters(values)).toEqual(expected);
  });

  it('does not change its input', () => {
    const values = { a: '', b: 1 };
    removeEmptyFilters(values);
    expect(values).toEqual({ a: '', b: 1 });
  });
});
