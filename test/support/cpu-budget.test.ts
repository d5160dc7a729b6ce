import { costLines, summariseCosts } from './cpu-budget';

const line = (file: string, cpuSeconds: number) => JSON.stringify({ file, cpuSeconds });

describe('the unit test cost report', () => {
  it.each([
    ['no figures', '', { files: 0, totalCpuSeconds: 0, top: [], over: [] }],
    [
      'figures in any order, most expensive first',
      [line('a.test.ts', 3), line('b.test.ts', 9.5), line('c.test.ts', 12.4)].join('\n'),
      {
        files: 3,
        totalCpuSeconds: 24.9,
        top: ['c.test.ts', 'b.test.ts'],
        over: ['c.test.ts'],
      },
    ],
    [
      'a line cut short and blank lines skipped',
      `${line('a.test.ts', 2)}\n\n{"file":"b.te\n${line('c.test.ts', 1)}\n`,
      { files: 2, totalCpuSeconds: 3, top: ['a.test.ts', 'c.test.ts'], over: [] },
    ],
    [
      'exactly the budget is within it',
      line('a.test.ts', 12),
      { files: 1, totalCpuSeconds: 12, top: ['a.test.ts'], over: [] },
    ],
  ])('%s', (_, lines, expected) => {
    const summary = summariseCosts(lines, 12, 2);
    expect(summary.files).toBe(expected.files);
    expect(summary.totalCpuSeconds).toBe(expected.totalCpuSeconds);
    expect(summary.mostExpensive.map((cost) => cost.file)).toEqual(expected.top);
    expect(summary.overBudget.map((cost) => cost.file)).toEqual(expected.over);
  });

  it('prints the most expensive files, and those over budget with where to read how to fix it', () => {
    const summary = summariseCosts([line('a.test.ts', 13.04), line('b.test.ts', 4)].join('\n'));
    expect(costLines(summary)).toEqual([
      'unit test files: 2, 17 s of processor time; the most expensive:',
      '  13.0 s  a.test.ts',
      '  4.0 s  b.test.ts',
      'over the 12 s budget of a unit test file (test/support/cpu-budget.ts says how to bring it down):',
      '  13.0 s  a.test.ts',
    ]);
    expect(costLines(summariseCosts(''))).toEqual([]);
  });
});
