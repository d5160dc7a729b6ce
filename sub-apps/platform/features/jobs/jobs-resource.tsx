/**
 * The scheduled jobs as a resource: search by code, description and status; columns as the
 * user's ui-table definition arranges them; per job the actions its status allows (start a new
 * one, pause a running one, resume a paused one; run once, edit, delete with confirmation and
 * logs always), two shown before "Action", each guarded by its button code (no selection column: at
 * 1280 px the columns up to Priority stay clear of the fixed actions); the list exported as a file.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { jobStatus } from '@polaris/core/kit/status/job-status';
import { priorityStatus } from '@polaris/core/kit/status/row-status';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import type { JobInfoDto, JobQuery } from '@polaris/core/services/scheduler/types';
import { Space } from 'antd';
import { deleteJobs } from './api/delete-jobs';
import { fetchJobs } from './api/fetch-jobs';
import { pauseJob } from './api/pause-job';
import { resumeJob } from './api/resume-job';
import { startJob } from './api/start-job';
import { triggerJob } from './api/trigger-job';
import { updateJob } from './api/update-job';

export const JOBS_TABLE_CODE = 'hsdr.job-info.list';

/** The button code guarding an action (the gateway refuses the call without it). */
export const permissionOf = (key: string) => `hsdr.job-info.button.${key}`;

/** Quartz: seconds minutes hours day-of-month month day-of-week [year]. */
const CRON = /^\s*\S+(\s+\S+){5,6}\s*$/;

type JobValues = Pick<JobInfoDto, 'description' | 'cron' | 'jobPriority'>;

const byStatus = (status: string) => (job: JobInfoDto) => job.jobStatus === status;

export const jobsResource = defineResource<JobInfoDto, JobQuery, JobValues>({
  key: ['hsdr', 'jobs'],
  alsoChanges: [['hsdr', 'job-logs']],
  texts: 'hsdr.jobs',
  endpoint: fetchJobs,
  rowKey: 'jobId',
  tableCode: JOBS_TABLE_CODE,
  exportable: true,
  search: [
    { name: 'jobCode' },
    { name: 'description' },
    { name: 'jobStatus', kind: 'lov', lovCode: 'HSDR.JOB_STATUS' },
  ],
  columns: [
    { field: 'jobCode', width: 160, kind: 'code', sort: true },
    { field: 'description', width: 200 },
    { field: 'jobStatus', width: 100, kind: 'tag', status: jobStatus },
    { field: 'cron', width: 130 },
    {
      field: 'jobPriority',
      width: 120,
      sort: true,
      // the number goes under the level when both do not fit (Medium in English)
      render: (priority: number) => (
        <Space size={4} wrap>
          <StatusBadge view={priorityStatus(priority)} fallback={priority} />
          <span>({priority})</span>
        </Space>
      ),
    },
    { field: 'executorName', width: 140 },
    { field: 'jobHandler', width: 180 },
    { field: 'lastExecuteTime', width: 170, kind: 'dateTime' },
  ],
  visibleActions: 2,
  actions: [
    { key: 'start', permission: permissionOf('start'), when: byStatus('NEW'), run: startJob },
    { key: 'pause', permission: permissionOf('pause'), when: byStatus('RUNNING'), run: pauseJob },
    { key: 'resume', permission: permissionOf('resume'), when: byStatus('PAUSE'), run: resumeJob },
    { key: 'trigger', permission: permissionOf('trigger'), run: triggerJob },
    { key: 'edit', permission: permissionOf('edit') },
    {
      key: 'delete',
      permission: permissionOf('delete'),
      confirm: {
        title: 'hsdr.jobs.delete.title',
        content: 'hsdr.jobs.delete.content',
        values: (job) => ({ code: job.jobCode }),
      },
    },
    { key: 'log', permission: permissionOf('log') },
  ],
  remove: (jobs) => deleteJobs(jobs),
  form: {
    // the scheduler's list has no create call: the dialog edits jobs only
    create: false,
    editTitle: 'hsdr.jobs.edit.title',
    titleValues: (job) => ({ code: job.jobCode }),
    fields: [
      {
        name: 'description',
        required: true,
        maxLength: 240,
        message: 'hsdr.jobs.error.description',
      },
      { name: 'cron', required: true, pattern: CRON, message: 'hsdr.jobs.error.cron' },
      {
        name: 'jobPriority',
        kind: 'number',
        required: true,
        min: 0,
        max: 100,
        message: 'hsdr.jobs.error.priority',
      },
    ],
    initial: (job) => ({
      description: job?.description ?? '',
      cron: job?.cron ?? '',
      jobPriority: job?.jobPriority ?? 50,
    }),
    save: (values, job) =>
      updateJob({
        jobId: job?.jobId as number,
        objectVersionNumber: job?.objectVersionNumber as number,
        ...values,
        cron: values.cron.trim(),
      }),
  },
});
