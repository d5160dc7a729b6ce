/** `POST {scheduler}/v1/{organizationId}/job-info/resume`: PAUSE → RUNNING (postJobAction). */
import type { CallOptions } from '@polaris/core/services/shared';
import type { JobInfoDto, JobRef } from '@polaris/core/services/scheduler/types';
import { postJobAction } from './job-action';

export function resumeJob(job: JobRef, options?: CallOptions): Promise<JobInfoDto> {
  return postJobAction('resume', job, options);
}
