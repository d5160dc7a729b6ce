// Seed of the daily production report: what each of Globex's lines (the GLOBEX.LINE value set)
// was to make and made on each working day (Monday to Saturday) of the last 60 days before the
// day the gateway (re)starts. Output moves between about 82 % and 106 % of the target.
import { t, type Texts } from '../../data/lov-types';
import { addDays, weekdayOf } from './production-days';

export const REPORT_TENANT = 2;
export const REPORT_DAYS = 60;

export interface SeedLine {
  lineCode: string;
  name: Texts;
  /** Units a day on a weekday; Saturdays run half. */
  target: number;
}

export const seedLines: SeedLine[] = [
  { lineCode: 'L01', name: t('一号总装线', 'Assembly line 1'), target: 480 },
  { lineCode: 'L02', name: t('二号总装线', 'Assembly line 2'), target: 420 },
  { lineCode: 'L03', name: t('喷涂线', 'Paint line'), target: 600 },
];

export interface DailyRecord {
  recordId: number;
  tenantId: number;
  reportDate: string;
  lineCode: string;
  targetQty: number;
  outputQty: number;
  scrapQty: number;
}

const attainment = (line: number, day: number): number =>
  0.82 + (((line + 5) * 29 + day * 13) % 25) / 100;

export function seedDaily(today: string): DailyRecord[] {
  const records: DailyRecord[] = [];
  for (let back = REPORT_DAYS; back >= 1; back -= 1) {
    const reportDate = addDays(today, -back);
    const weekday = weekdayOf(reportDate);
    if (weekday === 6) continue; // Sundays the plant rests
    seedLines.forEach((line, index) => {
      const targetQty = weekday === 5 ? line.target / 2 : line.target;
      const outputQty = Math.round(targetQty * attainment(index, back));
      const scrapQty = Math.round(outputQty * (0.005 + ((index * 7 + back) % 5) / 400));
      records.push({
        recordId: records.length + 1,
        tenantId: REPORT_TENANT,
        reportDate,
        lineCode: line.lineCode,
        targetQty,
        outputQty,
        scrapQty,
      });
    });
  }
  return records;
}
