/**
 * A report run (`{report}/v1/report-runs`): `startRun` POSTs the report and the values typed
 * (a required one missing is refused naming it) and answers the run, DONE at once or RUNNING with
 * its progress; `fetchRun` reads it again; `cancelRun` stops a running one; `fetchRunRows` is the
 * paged list of a finished run's rows (its column export is the CSV of this run).
 */
import { request } from '@polaris/core/request/client';
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ReportRow,
  ReportRunDto,
  RunRowsQuery,
  RunStart,
} from '@polaris/core/services/report/report-run-types';

const runs = (path = '') => v1('report', 'site', `report-runs${path}`);

export function startRun(start: RunStart, options?: CallOptions): Promise<ReportRunDto> {
  return request<ReportRunDto>(runs(), { method: 'POST', data: start, ...options });
}

export function fetchRun(runId: number, options?: CallOptions): Promise<ReportRunDto> {
  return request<ReportRunDto>(runs(`/${runId}`), { fresh: true, ...options });
}

export function cancelRun(runId: number, options?: CallOptions): Promise<ReportRunDto> {
  return request<ReportRunDto>(runs(`/${runId}/cancel`), { method: 'POST', ...options });
}

export const runRowsEndpoint = (runId: number): ListEndpoint<ReportRow, RunRowsQuery> =>
  listEndpoint<ReportRow, RunRowsQuery>('report', 'site', `report-runs/${runId}/rows`);
