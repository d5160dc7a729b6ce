// The records behind the property pages (/wuye/*, served under /wy/api/v1.0/PROP/...): one field
// of GatewayState, scoped by tenant like every other (the `/wy` paths name no tenant: the
// session's decides); reset() restores the seed. One store per page family, each in its file.
import type { Clock } from '../clock';
import { HouseStore } from './house-store';

export class PropertyRecords {
  readonly houses = new HouseStore();

  constructor(private readonly clock: Clock) {}

  /** The gateway clock (for dates the stores write). */
  now(): number {
    return this.clock.now();
  }

  reset(): void {
    this.houses.reset();
  }
}
