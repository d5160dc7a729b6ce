// Report runs and background exports, on the gateway clock (read when asked, no timers). A run
// takes its dataset's run time (0: done at once); an export takes a second per EXPORT_ROWS_PER_S
// rows. Each is RUNNING with its progress until then, DONE after, CANCELLED when stopped first.
// A run and its exports belong to the user who started them; anyone else is told "not found".
import { randomUUID } from 'node:crypto';
import type { ReportColumn } from '../../../src/services/report/report-define-types';
import type {
  ReportRow,
  RunChart,
  TaskStatus,
} from '../../../src/services/report/report-run-types';
import type { SourceRow } from '../../data/reports';
import { AdminFailure, notFound } from '../admin/failure';
import type { Clock } from '../clock';
import type { StoredReport } from './report-store';

export const EXPORT_ROWS_PER_S = 500;
/** Runs kept per gateway (the oldest are forgotten). */
const KEPT = 200;

interface Timed {
  userId: number;
  startedAt: number;
  durationMs: number;
  cancelledAt: number | null;
}

export interface StoredRun extends Timed {
  runId: number;
  report: StoredReport;
  params: Record<string, string>;
  rows: ReportRow[];
  chart: RunChart | null;
}

export interface StoredExport extends Timed {
  taskCode: string;
  runId: number;
  fileName: string;
  columns: { field: string; title: string }[];
}

export function statusOf(task: Timed, now: number): TaskStatus {
  if (task.cancelledAt !== null) return 'CANCELLED';
  return now >= task.startedAt + task.durationMs ? 'DONE' : 'RUNNING';
}

/** 0 to 100: the share of its time that has passed (100 only once done). */
export function progressOf(task: Timed, now: number): number {
  const at = task.cancelledAt ?? now;
  if (statusOf(task, now) === 'DONE') return 100;
  return Math.min(99, Math.floor(((at - task.startedAt) / task.durationMs) * 100));
}

/** Sums of the value columns per label, labels in the order they first appear. */
export function chartOf(report: StoredReport, rows: readonly ReportRow[]): RunChart | null {
  if (report.chartType === 'NONE' || !report.chartLabel) return null;
  const label = report.chartLabel;
  const labels = [...new Set(rows.map((row) => String(row[label] ?? '')))];
  const titleOf = (field: string) =>
    report.columns.find((column) => column.field === field)?.title ?? field;
  return {
    type: report.chartType,
    labels,
    series: report.chartValues.map((field) => {
      const sums = new Map<string, number>(labels.map((one) => [one, 0]));
      for (const row of rows) {
        const key = String(row[label] ?? '');
        sums.set(key, (sums.get(key) ?? 0) + Number(row[field] ?? 0));
      }
      return { field, title: titleOf(field), data: labels.map((one) => sums.get(one) ?? 0) };
    }),
  };
}

/** The report's columns of a source row, and `_row`: its place in the run (from 1). */
const pick = (row: SourceRow, index: number, columns: readonly ReportColumn[]): ReportRow => ({
  _row: index + 1,
  ...Object.fromEntries(columns.map((column) => [column.field, row[column.field] ?? null])),
});

function notRunning(what: string, status: TaskStatus): AdminFailure {
  return new AdminFailure(
    'error.report.task_finished',
    {
      zh_CN: `${what} 已结束（${status}），不能取消`,
      en_US: `${what} has ended (${status}): nothing to cancel`,
    },
    'warn',
  );
}

export class ReportTasks {
  private runs: StoredRun[] = [];
  private exportList: StoredExport[] = [];
  private nextRunId = 1;

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.runs = [];
    this.exportList = [];
    this.nextRunId = 1;
  }

  start(
    userId: number,
    report: StoredReport,
    params: Record<string, string>,
    found: readonly SourceRow[],
    runSeconds: number,
  ): StoredRun {
    const rows = found.map((row, index) => pick(row, index, report.columns));
    const run: StoredRun = {
      runId: this.nextRunId++,
      userId,
      report: structuredClone(report),
      params,
      rows,
      chart: chartOf(report, rows),
      startedAt: this.clock.now(),
      durationMs: runSeconds * 1000,
      cancelledAt: null,
    };
    this.runs = [...this.runs.slice(-(KEPT - 1)), run];
    return run;
  }

  run(userId: number, runId: number): StoredRun {
    const run = this.runs.find((one) => one.runId === runId && one.userId === userId);
    if (!run) throw notFound(`报表运行 ${runId} 不存在`, `No report run ${runId}`);
    return run;
  }

  /** The rows of a finished run; a running or cancelled one has none to give. */
  rowsOf(userId: number, runId: number): ReportRow[] {
    const run = this.run(userId, runId);
    const status = statusOf(run, this.clock.now());
    if (status !== 'DONE') {
      throw new AdminFailure(
        'error.report.run_not_done',
        {
          zh_CN: `报表运行 ${runId} 未完成（${status}）`,
          en_US: `Report run ${runId} is not done (${status})`,
        },
        'warn',
      );
    }
    return run.rows;
  }

  cancel<T extends Timed>(task: T, what: string): T {
    const status = statusOf(task, this.clock.now());
    if (status !== 'RUNNING') throw notRunning(what, status);
    task.cancelledAt = this.clock.now();
    return task;
  }

  exportRun(userId: number, runId: number, columns: StoredExport['columns']): StoredExport {
    const run = this.run(userId, runId);
    const rows = this.rowsOf(userId, runId);
    const task: StoredExport = {
      taskCode: randomUUID().replace(/-/g, ''),
      runId,
      userId,
      fileName: `${run.report.reportCode}-${runId}.csv`,
      columns,
      startedAt: this.clock.now(),
      durationMs: Math.max(1000, Math.ceil(rows.length / EXPORT_ROWS_PER_S) * 1000),
      cancelledAt: null,
    };
    this.exportList = [...this.exportList.slice(-(KEPT - 1)), task];
    return task;
  }

  exportTask(userId: number, taskCode: string): StoredExport {
    const task = this.exportList.find((one) => one.taskCode === taskCode && one.userId === userId);
    if (!task) throw notFound(`导出任务 ${taskCode} 不存在`, `No export task ${taskCode}`);
    return task;
  }
}
