/**
 * `PUT {scheduler}/v1/{organizationId}/job-info`: changes a job's description (in the caller's
 * language), cron (Quartz, 6 or 7 fields) or priority (0–100). A RUNNING job is paused first.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { JobInfoDto, JobUpdate } from '@polaris/core/services/scheduler/types';

export function updateJob(update: JobUpdate, options?: CallOptions): Promise<JobInfoDto> {
  return request<JobInfoDto>(v1('scheduler', 'tenant', 'job-info'), {
    method: 'PUT',
    data: update,
    ...options,
  });
}
