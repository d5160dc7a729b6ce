/**
 * `GET {scheduler}/v1/{organizationId}/concurrents`: the concurrent programs offered (the
 * platform's), each with its parameter definition; `enabledFlag=1` for the ones that may be run.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ConcurrentProgramDto,
  ConcurrentQuery,
} from '@polaris/core/services/scheduler/concurrent-types';

export const fetchConcurrents = listEndpoint<ConcurrentProgramDto, ConcurrentQuery>(
  'scheduler',
  'tenant',
  'concurrents',
);
