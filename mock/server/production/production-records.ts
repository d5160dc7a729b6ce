// The records behind the production planner's pages (/mes/*, /hrpt/daily-production): one field
// of GatewayState, scoped by tenant like every other; reset() restores the seed.
import type { Clock } from '../clock';

export class ProductionRecords {
  constructor(private readonly clock: Clock) {}

  reset(): void {
    void this.clock;
  }
}
