// The capacity board's records: work centres with their hours per day, and the operations
// planned on them (capacity-seed.ts). A day's load is the sum of the hours of its operations,
// which is what the board would sum from the work orders once they are in this gateway.
import type { LanguageCode } from '../types';
import { capacityOf, seedLoads, seedWorkCentres, type LoadRecord } from './capacity-seed';
import type { CapacityLoadRow, WorkCentreRow } from './engineering-wire';
import { addDays, dayOf, daysBetween } from './production-days';

export class CapacityStore {
  /** Seeded on first use after a reset, relative to the clock's day then. */
  private seeded: LoadRecord[] | undefined;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.seeded = undefined;
  }

  private get loads(): LoadRecord[] {
    this.seeded ??= seedLoads(dayOf(this.now()));
    return this.seeded;
  }

  /** The tenant's work centres (only Globex has any). */
  workCentres(tenantId: number, lang: LanguageCode): WorkCentreRow[] {
    if (tenantId !== 2) return [];
    return seedWorkCentres.map((centre) => ({
      workCentreCode: centre.workCentreCode,
      workCentreName: centre.name[lang],
    }));
  }

  /** Capacity and load of each chosen work centre (none chosen: all) on each day of the range. */
  board(
    tenantId: number,
    range: { from: string; to: string; codes: string[] },
    lang: LanguageCode,
  ): CapacityLoadRow[] {
    if (tenantId !== 2) return [];
    const centres = seedWorkCentres.filter(
      (centre) => range.codes.length === 0 || range.codes.includes(centre.workCentreCode),
    );
    const days = Array.from({ length: daysBetween(range.from, range.to) }, (_, index) =>
      addDays(range.from, index),
    );
    const load = new Map<string, number>();
    for (const record of this.loads) {
      if (record.tenantId !== tenantId) continue;
      const key = `${record.workCentreCode} ${record.workDate}`;
      load.set(key, (load.get(key) ?? 0) + record.hours);
    }
    return days.flatMap((workDate) =>
      centres.map((centre) => ({
        workCentreCode: centre.workCentreCode,
        workCentreName: centre.name[lang],
        workDate,
        capacityHours: capacityOf(centre, workDate),
        loadHours: Math.round((load.get(`${centre.workCentreCode} ${workDate}`) ?? 0) * 10) / 10,
      })),
    );
  }
}
