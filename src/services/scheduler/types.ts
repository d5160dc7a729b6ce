/**
 * Request and response shapes of the scheduler service (`/hsdr`): scheduled jobs and their run
 * logs, at tenant level (`/hsdr/v1/{organizationId}/...`). Dates are `YYYY-MM-DD HH:mm:ss` in the
 * user's time zone.
 */
import type { PagedQuery } from '../platform/types';

/** Spec section 3 "Job and run statuses": the statuses of a job. */
export const JOB_STATUSES = ['NEW', 'RUNNING', 'PAUSE', 'COMPLETE', 'ERROR'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number] | (string & {});

/** The results of one run of a job. */
export const JOB_RESULTS = ['SUCCESS', 'FAILED', 'RUNNING', 'PART', 'UNEXECUTE'] as const;
export type JobResult = (typeof JOB_RESULTS)[number] | (string & {});

/** The actions of `POST .../job-info/{action}`. */
export type JobAction = 'start' | 'pause' | 'resume' | 'trigger';

/** One scheduled job (`GET /hsdr/v1/{organizationId}/job-info`). */
export interface JobInfoDto {
  jobId: number;
  tenantId?: number;
  jobCode: string;
  /** The job's name, in the caller's language. */
  description: string;
  jobStatus: JobStatus;
  /** The status in the caller's language (the `HSDR.JOB_STATUS` value set). */
  jobStatusMeaning?: string | null;
  /** Quartz cron: seconds minutes hours day-of-month month day-of-week [year]. */
  cron: string;
  /** 0–100; spec section 9: below 35 low, above 65 high, otherwise medium. */
  jobPriority: number;
  executorName: string | null;
  jobHandler: string | null;
  startDate: string | null;
  endDate: string | null;
  lastExecuteTime: string | null;
  objectVersionNumber: number;
}

/** Filters of the job list. */
export interface JobQuery extends PagedQuery {
  /** Contains, case-insensitive. */
  jobCode?: string;
  /** Contains, case-insensitive, in the caller's language. */
  description?: string;
  jobStatus?: JobStatus;
}

/** A job as an action or a delete names it: its id and the version it was read with. */
export interface JobRef {
  jobId: number;
  objectVersionNumber: number;
}

/** `PUT /hsdr/v1/{organizationId}/job-info`: the fields to change (the others are kept). */
export interface JobUpdate extends JobRef {
  /** Saved in the caller's language. */
  description?: string;
  cron?: string;
  jobPriority?: number;
}

/** One run of a job (`GET /hsdr/v1/{organizationId}/job-logs`). */
export interface JobLogDto {
  logId: number;
  jobId: number;
  jobCode: string;
  jobResult: JobResult;
  /** The result in the caller's language (the `HSDR.JOB_RESULT` value set). */
  jobResultMeaning?: string | null;
  /** What the executor reported. */
  clientResult: string | null;
  executorName: string | null;
  startTime: string;
  endTime: string | null;
  messageHeader: string | null;
  message: string | null;
}

/** Filters of the log list; the dates are `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`). */
export interface JobLogQuery extends PagedQuery {
  jobId?: number;
  jobResult?: JobResult;
  /** Runs that started at or after this time (a bare date: from 00:00:00). */
  startTimeFrom?: string;
  /** Runs that started at or before this time (a bare date: until 23:59:59). */
  startTimeTo?: string;
}
