/**
 * `DELETE {scheduler}/v1/{organizationId}/job-info` with the jobs as
 * `[{ jobId, objectVersionNumber }]`: all or none (an unknown, stale or RUNNING one fails the
 * lot). Their logs stay.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { JobRef } from '@polaris/core/services/scheduler/types';

export async function deleteJobs(jobs: JobRef[], options?: CallOptions): Promise<void> {
  await request<unknown>(v1('scheduler', 'tenant', 'job-info'), {
    method: 'DELETE',
    data: jobs.map(({ jobId, objectVersionNumber }) => ({ jobId, objectVersionNumber })),
    ...options,
  });
}
