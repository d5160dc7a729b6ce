import {
  emptyPage,
  fromPage,
  removeEmptyFilters,
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
