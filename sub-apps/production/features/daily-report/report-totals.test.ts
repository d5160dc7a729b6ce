import type { DailyProductionDto } from '@polaris/core/services/production/engineering-types';
import { attainmentOf, dailyTotals, totalsOf } from './report-totals';

const row = (
  reportDate: string,
  lineCode: string,
  targetQty: number,
  outputQty: number,
  scrapQty = 0,
): DailyProductionDto => ({
  recordId: 0,
  reportDate,
  lineCode,
  lineName: lineCode,
  targetQty,
  outputQty,
  scrapQty,
});

describe('totalsOf', () => {
  it.each([
    ['nothing found', [], { targetQty: 0, outputQty: 0, scrapQty: 0, attainment: null }],
    [
      'one row',
      [row('2025-03-10', 'L01', 480, 456, 3)],
      { targetQty: 480, outputQty: 456, scrapQty: 3, attainment: 0.95 },
    ],
    [
      'several lines and days add up',
      [
        row('2025-03-10', 'L01', 480, 500, 2),
        row('2025-03-10', 'L02', 420, 400, 1),
        row('2025-03-11', 'L01', 100, 100),
      ],
      { targetQty: 1000, outputQty: 1000, scrapQty: 3, attainment: 1 },
    ],
    [
      'output without a target: no attainment',
      [row('2025-03-16', 'L01', 0, 20)],
      { targetQty: 0, outputQty: 20, scrapQty: 0, attainment: null },
    ],
  ])('%s', (_case, rows, expected) => {
    expect(totalsOf(rows)).toEqual(expected);
  });
});

describe('attainmentOf', () => {
  it.each([
    [480, 504, 1.05],
    [420, 0, 0],
    [0, 0, null],
  ])('target %p, output %p → %p', (targetQty, outputQty, expected) => {
    expect(attainmentOf({ targetQty, outputQty })).toBe(expected);
  });
});

describe('dailyTotals', () => {
  it('sums each day over its lines, days in order', () => {
    const days = dailyTotals([
      row('2025-03-11', 'L01', 480, 470),
      row('2025-03-10', 'L01', 480, 490),
      row('2025-03-10', 'L02', 420, 410),
    ]);
    expect(days.map(({ day, targetQty, outputQty }) => [day, targetQty, outputQty])).toEqual([
      ['2025-03-10', 900, 900],
      ['2025-03-11', 480, 470],
    ]);
  });
});
