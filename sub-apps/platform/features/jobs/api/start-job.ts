/** `POST {scheduler}/v1/{organizationId}/job-info/start`: NEW → RUNNING (see postJobAction). */
import type { CallOptions } from '@polaris/core/services/shared';
import type { JobInfoDto, JobRef } from '@polaris/core/services/scheduler/types';
import { postJobAction } from './job-action';

export function startJob(job: JobRef, options?: CallOptions): Promise<JobInfoDto> {
  return postJobAction('start', job, options);
}
