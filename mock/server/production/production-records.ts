// The records behind the production planner's pages (/mes/*, /hrpt/daily-production): one field
// of GatewayState, scoped by tenant like every other; reset() restores the seed.
import type { Clock } from '../clock';
import { BomStore } from './bom-store';
import { CapacityStore } from './capacity-store';
import { DailyReportStore } from './daily-report-store';

export class ProductionRecords {
  readonly boms = new BomStore(() => this.clock.now());
  readonly capacity = new CapacityStore(() => this.clock.now());
  readonly dailyReport = new DailyReportStore(() => this.clock.now());

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.boms.reset();
    this.capacity.reset();
    this.dailyReport.reset();
  }
}
