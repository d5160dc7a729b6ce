// The report centre's state: datasets and report definitions (report-store.ts), and the runs and
// background exports of them (report-tasks.ts).
import type { Clock } from '../clock';
import { ReportStore } from './report-store';
import { ReportTasks } from './report-tasks';

export class ReportRecords {
  readonly store = new ReportStore();
  readonly tasks: ReportTasks;

  constructor(clock: Clock) {
    this.tasks = new ReportTasks(clock);
  }

  reset(): void {
    this.store.reset();
    this.tasks.reset();
  }
}
