// Seed of the capacity board: Globex's work centres, the hours each has on a weekday, a Saturday
// and a Sunday, and the planned operations that load them, from three weeks back to five weeks
// ahead of the day the gateway (re)starts. The load is spread between about 55 % and 95 % of a
// day's hours, with fixed overloads the board must show: welding on Wednesday of this week,
// assembly on Tuesday of next week, and CNC work planned on this week's Sunday (no hours).
import { t, type Texts } from '../../data/lov-types';
import { addDays, daysBetween, mondayOf, weekdayOf } from './production-days';

export const CAPACITY_TENANT = 2;

export interface SeedWorkCentre {
  workCentreCode: string;
  name: Texts;
  /** Hours on Monday to Friday, on Saturday, on Sunday. */
  hours: [number, number, number];
}

export const seedWorkCentres: SeedWorkCentre[] = [
  { workCentreCode: 'WC-ASM1', name: t('一号装配单元', 'Assembly cell 1'), hours: [16, 8, 0] },
  { workCentreCode: 'WC-WELD', name: t('焊接车间', 'Welding shop'), hours: [16, 0, 0] },
  { workCentreCode: 'WC-PAINT', name: t('喷涂房', 'Paint booth'), hours: [20, 0, 0] },
  { workCentreCode: 'WC-CNC', name: t('数控加工', 'CNC machining'), hours: [22, 8, 0] },
];

/** A day's hours of a work centre (what a shift calendar would give). */
export function capacityOf(centre: SeedWorkCentre, day: string): number {
  const weekday = weekdayOf(day);
  return centre.hours[weekday < 5 ? 0 : weekday === 5 ? 1 : 2];
}

/**
 * One planned operation on a work centre: the shape of a work order's routing step, so the
 * board can later sum the work orders' own operations instead of these records.
 */
export interface LoadRecord {
  loadId: number;
  tenantId: number;
  workCentreCode: string;
  workDate: string;
  workOrderNum: string;
  operationSeq: number;
  hours: number;
}

const FIRST_OFFSET = -21;
const LAST_OFFSET = 35;

/** The fixed overloads, by days after this week's Monday: hours planned. */
const OVERLOADS: Record<string, Record<number, number>> = {
  'WC-WELD': { 2: 19.5 },
  'WC-ASM1': { 8: 18 },
  'WC-CNC': { 6: 3 },
};

/** A stable share from 55 % to 95 % for a centre and a day (no randomness: tests repeat). */
const share = (centre: number, offset: number): number =>
  0.55 + (((centre + 3) * 37 + (offset + 50) * 17) % 41) / 100;

export function seedLoads(today: string): LoadRecord[] {
  const monday = mondayOf(today);
  const records: LoadRecord[] = [];
  const add = (workCentreCode: string, workDate: string, total: number) => {
    // split into operations of at most 8 hours, as work orders would book them
    for (let left = Math.round(total * 2) / 2, seq = 10; left > 0; seq += 10) {
      const hours = Math.min(8, left);
      const id = records.length + 1;
      records.push({
        ...{ loadId: id, tenantId: CAPACITY_TENANT, workCentreCode, workDate },
        ...{ workOrderNum: `WO-${workDate.replace(/-/g, '').slice(2)}-${id}`, operationSeq: seq },
        hours,
      });
      left -= hours;
    }
  };
  seedWorkCentres.forEach((centre, index) => {
    for (let offset = FIRST_OFFSET; offset <= LAST_OFFSET; offset += 1) {
      const day = addDays(today, offset);
      const fixed = OVERLOADS[centre.workCentreCode]?.[daysBetween(monday, day) - 1];
      const hours = fixed ?? capacityOf(centre, day) * share(index, offset);
      if (hours > 0) add(centre.workCentreCode, day, hours);
    }
  });
  return records;
}
