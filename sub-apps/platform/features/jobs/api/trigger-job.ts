/**
 * `POST {scheduler}/v1/{organizationId}/job-info/trigger`: runs the job once now (a new log row,
 * lastExecuteTime moves); the status stays (see postJobAction).
 */
import type { CallOptions } from '@polaris/core/services/shared';
import type { JobInfoDto, JobRef } from '@polaris/core/services/scheduler/types';
import { postJobAction } from './job-action';

export function triggerJob(job: JobRef, options?: CallOptions): Promise<JobInfoDto> {
  return postJobAction('trigger', job, options);
}
