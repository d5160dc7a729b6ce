/**
 * `GET {scheduler}/v1/{organizationId}/concurrent-requests`: a page of the organisation's
 * concurrent requests, newest first; filters concurrentCode (contains), status and the submit
 * date range (`YYYY-MM-DD`). Each row's status is the one at the time of the call.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ConcurrentRequestDto,
  ConcurrentRequestQuery,
} from '@polaris/core/services/scheduler/concurrent-types';

export const fetchConcurrentRequests = listEndpoint<ConcurrentRequestDto, ConcurrentRequestQuery>(
  'scheduler',
  'tenant',
  'concurrent-requests',
);
