// The daily production report's records (daily-report-seed.ts): one row per line and working day.
import type { LanguageCode } from '../types';
import { seedDaily, seedLines, type DailyRecord } from './daily-report-seed';
import type { DailyProductionRow } from './engineering-wire';
import { dayOf } from './production-days';

export class DailyReportStore {
  /** Seeded on first use after a reset, relative to the clock's day then. */
  private seeded: DailyRecord[] | undefined;

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.seeded = undefined;
  }

  private get records(): DailyRecord[] {
    this.seeded ??= seedDaily(dayOf(this.now()));
    return this.seeded;
  }

  /** The tenant's rows in the range (both days counted), of one line or all. */
  rows(
    tenantId: number,
    filter: { from?: string; to?: string; lineCode?: string },
    lang: LanguageCode,
  ): DailyProductionRow[] {
    return this.records
      .filter(
        (record) =>
          record.tenantId === tenantId &&
          (filter.from === undefined || record.reportDate >= filter.from) &&
          (filter.to === undefined || record.reportDate <= filter.to) &&
          (filter.lineCode === undefined || record.lineCode === filter.lineCode),
      )
      .map(({ tenantId: _tenant, ...record }) => ({
        ...record,
        lineName:
          seedLines.find((line) => line.lineCode === record.lineCode)?.name[lang] ??
          record.lineCode,
      }));
  }
}
