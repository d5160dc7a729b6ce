/** `GET {scheduler}/v1/{organizationId}/job-info`: a page of the organisation's scheduled jobs. */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { JobInfoDto, JobQuery } from '@polaris/core/services/scheduler/types';

export function fetchJobs(query: JobQuery = {}, options?: CallOptions): Promise<Page<JobInfoDto>> {
  return request<Page<JobInfoDto>>(v1('scheduler', 'tenant', 'job-info'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
