import dayjs from 'dayjs';
import moment from 'moment';
import { cleanFilters, tableQuery } from './filters';

describe('cleanFilters', () => {
  it.each([
    [{ a: undefined, b: null, c: '', d: [] }, {}],
    [
      { a: 0, b: false, c: ' ', d: ['x'] },
      { a: 0, b: false, c: ' ', d: ['x'] },
    ],
    [{ from: dayjs('2024-05-01 10:30:15') }, { from: '2024-05-01 10:30:15' }],
    [{ from: moment('2024-05-01 10:30:15') }, { from: '2024-05-01 10:30:15' }],
    [
      { range: [dayjs('2024-05-01'), dayjs('2024-05-02 23:59:59')] },
      { range: ['2024-05-01 00:00:00', '2024-05-02 23:59:59'] },
    ],
    [{ nested: { keep: 'as is' } }, { nested: { keep: 'as is' } }],
    [null, {}],
  ])('%p → %p', (values, expected) => {
    expect(cleanFilters(values)).toEqual(expected);
  });

  it('formats dates with a given pattern', () => {
    expect(cleanFilters({ day: dayjs('2024-05-01 10:30') }, 'YYYY-MM-DD')).toEqual({
      day: '2024-05-01',
    });
  });
});

describe('tableQuery', () => {
  it.each([
    [
      { name: 'acme', code: '' },
      { current: 1, pageSize: 10 },
      null,
      { name: 'acme', page: 0, size: 10 },
    ],
    [
      { name: null },
      { current: 3, pageSize: 20 },
      { field: 'name', order: 'descend' as const },
      { page: 2, size: 20, sort: 'name,desc' },
    ],
    [
      { page: 'form field', size: 'x' },
      { current: 2, pageSize: 50 },
      undefined,
      { page: 1, size: 50 },
    ],
  ])('%p at %p sorted %p → %p', (filters, page, sort, expected) => {
    expect(tableQuery(filters, page, sort)).toEqual(expected);
  });
});
