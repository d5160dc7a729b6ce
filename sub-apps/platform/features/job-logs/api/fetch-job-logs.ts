/**
 * `GET {scheduler}/v1/{organizationId}/job-logs`: a page of the organisation's job runs, newest
 * first; filters jobId, jobResult and the start time range (`YYYY-MM-DD HH:mm:ss`, or a bare date:
 * from its 00:00:00, until its 23:59:59).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { JobLogDto, JobLogQuery } from '@polaris/core/services/scheduler/types';

export const fetchJobLogs = listEndpoint<JobLogDto, JobLogQuery>('scheduler', 'tenant', 'job-logs');
