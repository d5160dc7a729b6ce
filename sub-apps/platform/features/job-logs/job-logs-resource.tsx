/**
 * The runs of the organisation's jobs as a resource, newest first: searched by job, result and a
 * start time range whose two pickers keep the end after the start; start times by the
 * recent-date rule (today a time, yesterday, a weekday, else the date; the full time in the
 * tooltip), the result as a tag. One job's runs (the drawer over Scheduled Jobs) are the same
 * list fixed to the job, without the search and the job's own columns.
 */
import { defineResource, type ColumnSpec } from '@polaris/core/kit/resource/types';
import { jobStatus } from '@polaris/core/kit/status/job-status';
import type { JobLogDto, JobLogQuery } from '@polaris/core/services/scheduler/types';
import { fetchJobLogs } from './api/fetch-job-logs';

const JOB_LOGS = ['hsdr', 'job-logs'] as const;

const runColumns: readonly ColumnSpec<JobLogDto>[] = [
  { field: 'jobResult', width: 120, kind: 'tag', status: jobStatus },
  { field: 'executorName', width: 140 },
  { field: 'startTime', width: 150, kind: 'recent' },
  { field: 'endTime', width: 170, kind: 'dateTime' },
  { field: 'messageHeader', width: 240 },
];

export const jobLogsResource = defineResource<JobLogDto, JobLogQuery>({
  key: JOB_LOGS,
  texts: 'hsdr.jobLogs',
  endpoint: fetchJobLogs,
  rowKey: 'logId',
  search: [
    { name: 'jobId', kind: 'number', min: 1, span: 4 },
    { name: 'jobResult', kind: 'lov', lovCode: 'HSDR.JOB_RESULT', span: 5 },
    { name: 'startTimeFrom', kind: 'dateTime', before: 'startTimeTo', span: 5 },
    { name: 'startTimeTo', kind: 'dateTime', after: 'startTimeFrom', span: 5 },
  ],
  columns: [
    { field: 'logId', width: 90 },
    { field: 'jobCode', width: 160, kind: 'code' },
    ...runColumns,
  ],
});

/** One job's runs: the list fixed to the job (each job's list in its own place). */
export const jobRunsResource = (jobId: number) =>
  defineResource<JobLogDto, JobLogQuery>({
    key: [...JOB_LOGS, 'job', jobId],
    texts: jobLogsResource.texts,
    endpoint: fetchJobLogs,
    rowKey: 'logId',
    fixedFilters: { jobId },
    columns: runColumns,
  });
