/**
 * The background export of a run's rows: `startExport` is the spec's async export
 * (`GET {report}/v1/report-runs/{runId}/export-async` with the columns as query pairs) and
 * answers a task; `fetchExport` reads its progress; `cancelExport` stops it; `downloadExport`
 * fetches the finished file with the bearer token in a header (never in the address) and saves it.
 */
import { request } from '@polaris/core/request/client';
import { downloadByArrayBuffer, type DownloadedFile } from '@polaris/core/request/download';
import { asyncExport, type ExportColumn } from '@polaris/core/request/export';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ExportTaskDto } from '@polaris/core/services/report/report-run-types';

const tasks = (path: string) => v1('report', 'site', `export-tasks/${path}`);

export function startExport(runId: number, columns: readonly ExportColumn[]) {
  return asyncExport<ExportTaskDto>(v1('report', 'site', `report-runs/${runId}/export-async`), [
    ...columns.map((column) => ['exportColumns', column.field] as const),
    ...columns.map((column) => ['exportTitles', column.title] as const),
  ]);
}

export function fetchExport(taskCode: string, options?: CallOptions): Promise<ExportTaskDto> {
  return request<ExportTaskDto>(tasks(taskCode), { fresh: true, ...options });
}

export function cancelExport(taskCode: string): Promise<ExportTaskDto> {
  return request<ExportTaskDto>(tasks(`${taskCode}/cancel`), { method: 'POST' });
}

export function downloadExport(task: ExportTaskDto): Promise<DownloadedFile> {
  return downloadByArrayBuffer(tasks(`${task.taskCode}/file`), { fallbackName: task.fileName });
}
