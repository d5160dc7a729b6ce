import { summariseTimes, timeLines } from './e2e-times';

const ROOT = '/repo';
const result = (name: unknown, startTime: unknown, endTime: unknown) =>
  ({ name, startTime, endTime }) as { name?: string; startTime?: number; endTime?: number };

describe('summariseTimes', () => {
  it.each([
    ['no report', {}, 0, 0, []],
    ['no files', { testResults: [] }, 0, 0, []],
    [
      'slowest first, ties by name, paths made relative',
      {
        testResults: [
          result('/repo/test/e2e/b.e2e.ts', 1000, 3000),
          result('/repo/test/e2e/a.e2e.ts', 0, 2000),
          result('/repo/test/e2e/c.e2e.ts', 0, 12_340),
        ],
      },
      3,
      16,
      [
        { file: 'test/e2e/c.e2e.ts', seconds: 12.3 },
        { file: 'test/e2e/a.e2e.ts', seconds: 2 },
        { file: 'test/e2e/b.e2e.ts', seconds: 2 },
      ],
    ],
    [
      'a result without times is left out; a path outside the root stays whole',
      { testResults: [result('/repo/x.e2e.ts', undefined, 5), result('/elsewhere/y.ts', 0, 500)] },
      1,
      1,
      [{ file: '/elsewhere/y.ts', seconds: 0.5 }],
    ],
  ])('%s', (_case, report, files, totalSeconds, slowest) => {
    expect(summariseTimes(report, ROOT)).toEqual({ files, totalSeconds, slowest });
  });

  it('keeps the slowest `top`', () => {
    const testResults = [1, 2, 3].map((n) => result(`/repo/${n}.e2e.ts`, 0, n * 1000));
    expect(summariseTimes({ testResults }, ROOT, 2).slowest.map((time) => time.file)).toEqual([
      '3.e2e.ts',
      '2.e2e.ts',
    ]);
  });
});

describe('timeLines', () => {
  it('prints nothing for no files, else the total and the slowest', () => {
    expect(timeLines({ files: 0, totalSeconds: 0, slowest: [] })).toEqual([]);
    expect(
      timeLines({ files: 2, totalSeconds: 30, slowest: [{ file: 'a.e2e.ts', seconds: 20 }] }),
    ).toEqual(['browser test files: 2, 30 s in all; the slowest:', '  20.0 s  a.e2e.ts']);
  });
});
