import dayjs from 'dayjs';
import { buttonSpanOf, filtersOf } from './SearchFields';
import type { SearchFieldSpec } from './types';

const fields: SearchFieldSpec[] = [
  { name: 'fileName', span: 5 },
  { name: 'created', kind: 'dateRange', from: 'fromCreateDate', to: 'toCreateDate', span: 7 },
];

describe('filtersOf', () => {
  it.each([
    [{}, { fromCreateDate: undefined, toCreateDate: undefined }],
    [
      { fileName: 'plan', created: null },
      { fileName: 'plan', fromCreateDate: undefined, toCreateDate: undefined },
    ],
    [
      { created: [dayjs('2024-05-06 13:00'), dayjs('2024-05-07 08:00')] },
      { fromCreateDate: '2024-05-06', toCreateDate: '2024-05-07' },
    ],
    [
      { fileName: 'a', created: [null, dayjs('2024-05-07')] },
      { fileName: 'a', fromCreateDate: undefined, toCreateDate: '2024-05-07' },
    ],
  ])('a range picker becomes its two days: %p → %p', (values, expected) => {
    expect(filtersOf(fields, values)).toEqual(expected);
  });

  it.each([
    [{ month: dayjs('2024-05-06') }, { month: '2024-05' }],
    [{ month: null }, { month: undefined }],
    [{}, { month: undefined }],
  ])('a month picker becomes its month: %p → %p', (values, expected) => {
    expect(filtersOf([{ name: 'month', kind: 'month' }], values)).toEqual(expected);
  });

  it('leaves the values of other kinds as they are', () => {
    const at = dayjs('2024-05-06 13:00');
    expect(
      filtersOf(
        [
          { name: 'from', kind: 'dateTime' },
          { name: 'n', kind: 'number' },
        ],
        {
          from: at,
          n: 3,
        },
      ),
    ).toEqual({ from: at, n: 3 });
  });
});

describe('buttonSpanOf', () => {
  it.each([
    [[], 24],
    [[{ name: 'a' }], 18],
    [fields, 12],
    [[{ name: 'a', span: 20 }], 4],
    [[{ name: 'a', span: 21 }], 24],
    [[{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }], 24],
  ] as [SearchFieldSpec[], number][])('%j leave %i columns for the buttons', (specs, span) => {
    expect(buttonSpanOf(specs)).toBe(span);
  });
});
