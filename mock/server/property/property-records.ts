// The records behind the property pages (/wuye/*, served under /wy/api/v1.0/PROP/...): one field
// of GatewayState, scoped by tenant like every other (the `/wy` paths name no tenant: the
// session's decides); reset() restores the seed. One store per page family, each in its file.
import type { Clock } from '../clock';
import { ChargingRecords } from './charging-records';
import { formatDateTime } from '../work/dates';
import { ComplaintStore } from './complaint-store';
import { HouseStore } from './house-store';
import { RepairStore } from './repair-store';

export class PropertyRecords {
  readonly houses = new HouseStore();
  readonly charging = new ChargingRecords(() => this.now());
  readonly repairs = new RepairStore(() => formatDateTime(this.now()));
  readonly complaints = new ComplaintStore(() => formatDateTime(this.now()));

  constructor(private readonly clock: Clock) {}

  /** The gateway clock (for dates the stores write). */
  now(): number {
    return this.clock.now();
  }

  reset(): void {
    this.houses.reset();
    this.charging.reset();
    this.repairs.reset();
    this.complaints.reset();
  }
}
