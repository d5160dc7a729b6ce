/**
 * `GET {workflow}/v1/{tenantId}/process/instance`: a page of the organisation's process
 * instances, newest first; filters the instance id, process and starter names (parts of them) and
 * the status.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { ProcessInstanceDto } from '@polaris/core/services/workflow/types';

/** Filters of the process instance list. */
export interface ProcessInstanceQuery {
  processInstanceId?: number | string;
  processName?: string;
  startUserName?: string;
  status?: 'running' | 'suspended' | 'finished';
}

export const fetchProcessInstances = listEndpoint<ProcessInstanceDto, ProcessInstanceQuery>(
  'workflow',
  'tenant',
  'process/instance',
);
