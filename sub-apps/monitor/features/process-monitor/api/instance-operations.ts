/**
 * The monitor's operations on an instance, each `POST {workflow}/v1[/{organizationId}]/process/
 * monitor/instances/{id}/{operation}`: `suspend` (a running one), `resume` (a suspended one),
 * `terminate` (with the reason, kept in its history), `reassign` (its waiting task to another user
 * of its organisation). Each answers the instance as it is now.
 */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type {
  MonitorInstanceDto,
  ReassignBody,
  TerminateBody,
} from '@polaris/core/services/workflow/monitor-types';

type Operation = 'suspend' | 'resume' | 'terminate' | 'reassign';

const operate = (id: number, operation: Operation, data?: object) =>
  request<MonitorInstanceDto>(
    v1('workflow', 'auto', `process/monitor/instances/${id}/${operation}`),
    { method: 'POST', data: data ?? {} },
  );

export const suspendInstance = (id: number) => operate(id, 'suspend');
export const resumeInstance = (id: number) => operate(id, 'resume');
export const terminateInstance = (id: number, body: TerminateBody) =>
  operate(id, 'terminate', body);
export const reassignInstance = (id: number, body: ReassignBody) => operate(id, 'reassign', body);
