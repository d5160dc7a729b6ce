/**
 * Running a report (`/hrpt/v1/report-runs`) and exporting its rows in the background
 * (`/hrpt/v1/export-tasks`). Both go on the gateway's clock: a run or an export is RUNNING with
 * its progress until its time has passed, then DONE; a running one may be CANCELLED. A run's rows
 * are a paged list (`…/rows`), exported as a CSV file by the column export (`exportType=COLUMN`).
 */
import type { PagedQuery } from '../platform/types';

export const TASK_STATUSES = ['RUNNING', 'DONE', 'CANCELLED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** `POST /hrpt/v1/report-runs`: the values typed, by parameter name (empty: the default). */
export interface RunStart {
  reportId: number;
  params: Record<string, string>;
}

export interface ChartSeries {
  field: string;
  title: string;
  data: number[];
}

export interface RunChart {
  type: 'BAR' | 'LINE';
  labels: string[];
  series: ChartSeries[];
}

export interface ReportRunDto {
  runId: number;
  reportId: number;
  reportName: string;
  /** The values the run used (defaults filled in). */
  params: Record<string, string>;
  status: TaskStatus;
  /** 0 to 100. */
  progress: number;
  /** Rows found (known once DONE; null before). */
  rowCount: number | null;
  /** Over the run's rows, once DONE; null without a chart. */
  chart: RunChart | null;
}

/** One row of a run: the report's columns. */
export type ReportRow = Record<string, string | number | null>;

export type RunRowsQuery = PagedQuery;

export interface ExportTaskDto {
  taskCode: string;
  runId: number;
  status: TaskStatus;
  progress: number;
  fileName: string;
}
