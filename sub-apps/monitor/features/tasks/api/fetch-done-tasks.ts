/**
 * `GET {workflow}/v1/{tenantId}/process/task/done`: a page of the tasks the signed-in user acted
 * on, latest first, each with what they did and whether Recall is allowed now (else why not, in
 * the user's language).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ProcessTaskDto,
  ProcessTaskQuery,
} from '@polaris/core/services/workflow/process-types';

export const fetchDoneTasks = listEndpoint<ProcessTaskDto, ProcessTaskQuery>(
  'workflow',
  'tenant',
  'process/task/done',
);
