/** `POST {scheduler}/v1/{organizationId}/job-info/pause`: RUNNING → PAUSE (see postJobAction). */
import type { CallOptions } from '@polaris/core/services/shared';
import type { JobInfoDto, JobRef } from '@polaris/core/services/scheduler/types';
import { postJobAction } from './job-action';

export function pauseJob(job: JobRef, options?: CallOptions): Promise<JobInfoDto> {
  return postJobAction('pause', job, options);
}
