/**
 * `GET {scheduler}/v1/{organizationId}/job-logs`: a page of the organisation's job runs, newest
 * first; filters jobId, jobResult and the start time range (`YYYY-MM-DD HH:mm:ss`, or a bare date:
 * from its 00:00:00, until its 23:59:59).
 */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { JobLogDto, JobLogQuery } from '@polaris/core/services/scheduler/types';

export function fetchJobLogs(
  query: JobLogQuery = {},
  options?: CallOptions,
): Promise<Page<JobLogDto>> {
  return request<Page<JobLogDto>>(v1('scheduler', 'tenant', 'job-logs'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
