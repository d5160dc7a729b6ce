/**
 * The daily production report's sums: per day over the lines shown (what the chart draws), and
 * over the whole search (the totals above it). Attainment is output over target; a day or a
 * range without a target has none.
 */
import type { DailyProductionDto } from '@polaris/core/services/production/engineering-types';

export interface Totals {
  targetQty: number;
  outputQty: number;
  scrapQty: number;
  /** output / target; null without a target. */
  attainment: number | null;
}

type Quantities = Pick<DailyProductionDto, 'targetQty' | 'outputQty' | 'scrapQty'>;

export const attainmentOf = (row: Pick<Quantities, 'targetQty' | 'outputQty'>): number | null =>
  row.targetQty > 0 ? row.outputQty / row.targetQty : null;

export function totalsOf(rows: readonly Quantities[]): Totals {
  const sum = (field: keyof Quantities) => rows.reduce((total, row) => total + row[field], 0);
  const targetQty = sum('targetQty');
  const outputQty = sum('outputQty');
  return {
    targetQty,
    outputQty,
    scrapQty: sum('scrapQty'),
    attainment: attainmentOf({ targetQty, outputQty }),
  };
}

/** Each day's totals over its lines, by day. */
export function dailyTotals(rows: readonly DailyProductionDto[]): ({ day: string } & Totals)[] {
  const byDay = new Map<string, DailyProductionDto[]>();
  for (const row of rows) byDay.set(row.reportDate, [...(byDay.get(row.reportDate) ?? []), row]);
  return [...byDay.keys()].sort().map((day) => ({ day, ...totalsOf(byDay.get(day) ?? []) }));
}
