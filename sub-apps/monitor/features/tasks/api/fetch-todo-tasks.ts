/**
 * `GET {workflow}/v1/{tenantId}/process/task/todo`: a page of the signed-in user's pending tasks
 * across the tenants the current role reads (a site role: every tenant's), newest first; filters
 * the process name and business key (parts of them). Each row says what it offers now.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ProcessTaskDto,
  ProcessTaskQuery,
} from '@polaris/core/services/workflow/process-types';

export const fetchTodoTasks = listEndpoint<ProcessTaskDto, ProcessTaskQuery>(
  'workflow',
  'tenant',
  'process/task/todo',
);
