// What the monitor's operation pages read (`state.monitor`): the gateway's call log for the
// operation audit and the API monitor, and Audit Data's versions with their configuration.
import type { Clock } from '../clock';
import { AuditTrail } from './audit-trail';
import { TrafficLog } from './traffic';

export class MonitorRecords {
  readonly traffic = new TrafficLog();
  readonly audit: AuditTrail;

  constructor(clock: Clock) {
    this.audit = new AuditTrail(clock);
  }

  reset(): void {
    this.traffic.reset();
    this.audit.reset();
  }
}
