/** `GET {scheduler}/v1/{organizationId}/job-info`: a page of the organisation's scheduled jobs. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { JobInfoDto, JobQuery } from '@polaris/core/services/scheduler/types';

export const fetchJobs = listEndpoint<JobInfoDto, JobQuery>('scheduler', 'tenant', 'job-info');
