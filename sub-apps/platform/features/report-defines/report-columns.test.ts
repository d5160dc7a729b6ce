import { chartText, columnChoices, columnsProblem, fromRows } from './report-columns';

describe('report columns in the form', () => {
  it.each([
    [[], { key: 'hrpt.reportDefine.error.noColumn' }],
    [[{ field: 'a', title: '' }], { key: 'hrpt.reportDefine.error.column', values: { row: 1 } }],
    [
      [
        { field: 'a', title: 'A' },
        { field: 'a', title: 'B' },
      ],
      { key: 'hrpt.reportDefine.error.twice', values: { field: 'a' } },
    ],
    [[{ field: 'a', title: 'A' }], undefined],
  ])('%j: %j', (rows, problem) => {
    expect(columnsProblem(rows)).toEqual(problem);
  });

  it('reads rows with defaults, offers the typed columns to the chart and summarises a chart', () => {
    expect(fromRows([{ field: ' amount ', title: 'Amount', format: 'MONEY' }])).toEqual([
      { field: 'amount', title: 'Amount', width: 120, format: 'MONEY' },
    ]);
    expect(
      columnChoices([
        { field: 'region', title: 'Region' },
        { field: '', title: 'x' },
      ]),
    ).toEqual([{ value: 'region', label: 'Region' }]);
    expect(chartText({ chartType: 'BAR', chartLabel: 'region', chartValues: ['amount'] })).toBe(
      'BAR: amount / region',
    );
    expect(chartText({ chartType: 'NONE', chartLabel: null, chartValues: [] })).toBe('');
  });
});
