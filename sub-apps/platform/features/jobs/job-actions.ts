/**
 * Which actions a job offers, by its status (start a new one, pause a running one, resume a
 * paused one; run once, edit, delete and logs always), each guarded by its permission code.
 * Pure: the page turns the list into the actions column.
 */
import type { JobInfoDto } from '@polaris/core/services/scheduler/types';

export type JobActionKey = 'start' | 'pause' | 'resume' | 'trigger' | 'edit' | 'delete' | 'log';

export const permissionOf = (key: JobActionKey) => `hsdr.job-info.button.${key}`;

/** Every action the page can offer: asked together once, whichever rows a page shows. */
export const ALL_JOB_ACTIONS: readonly JobActionKey[] = [
  'start',
  'pause',
  'resume',
  'trigger',
  'edit',
  'delete',
  'log',
];

export function jobActionKeys(job: Pick<JobInfoDto, 'jobStatus'>): JobActionKey[] {
  const byStatus: JobActionKey[] =
    job.jobStatus === 'NEW'
      ? ['start']
      : job.jobStatus === 'RUNNING'
        ? ['pause']
        : job.jobStatus === 'PAUSE'
          ? ['resume']
          : [];
  return [...byStatus, 'trigger', 'edit', 'delete', 'log'];
}

/** Links shown before "Action": two keep the fixed actions column narrow enough at 1280 px. */
export const JOB_VISIBLE_ACTIONS = 2;

/** Every list of actions a row can have (one per kind of status): the widest sizes the column. */
export const JOB_ACTION_ROWS: readonly JobActionKey[][] = [
  'NEW',
  'RUNNING',
  'PAUSE',
  'COMPLETE',
].map((jobStatus) => jobActionKeys({ jobStatus }));
