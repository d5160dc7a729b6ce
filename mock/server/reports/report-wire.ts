// Wire shapes of the report centre's answers: the client's DTOs (src/services/report/*-types.ts)
// as the gateway sends them, checked at compile time by `Sent`.
import type { DatasetDto } from '../../../src/services/report/dataset-types';
import type { ReportDefineDto } from '../../../src/services/report/report-define-types';
import type { ExportTaskDto, ReportRunDto } from '../../../src/services/report/report-run-types';
import type { Sent } from '../types';
import type { StoredDataset, StoredReport } from './report-store';
import { progressOf, statusOf, type StoredExport, type StoredRun } from './report-tasks';

export type DatasetRow = Sent<DatasetDto, { enabledFlag: 0 | 1 }>;
export type ReportDefineRow = Sent<ReportDefineDto, { enabledFlag: 0 | 1 }>;
export type ReportRunRow = Sent<ReportRunDto, { progress: number }>;
export type ExportTaskRow = Sent<ExportTaskDto, { progress: number }>;

export const datasetRow = ({ runSeconds: _runSeconds, ...dataset }: StoredDataset): DatasetRow =>
  structuredClone(dataset);

export const reportRow = (report: StoredReport, datasetCode: string): ReportDefineRow => ({
  ...structuredClone(report),
  datasetCode,
});

export function runRow(run: StoredRun, now: number): ReportRunRow {
  const status = statusOf(run, now);
  return {
    runId: run.runId,
    reportId: run.report.reportId,
    reportName: run.report.reportName,
    params: run.params,
    status,
    progress: progressOf(run, now),
    rowCount: status === 'DONE' ? run.rows.length : null,
    chart: status === 'DONE' ? run.chart : null,
  };
}

export const exportRow = (task: StoredExport, now: number): ExportTaskRow => ({
  taskCode: task.taskCode,
  runId: task.runId,
  status: statusOf(task, now),
  progress: progressOf(task, now),
  fileName: task.fileName,
});
