/**
 * `POST {workflow}/v1/{tenantId}/process/task/{taskId}/action` with `{ action, comment,
 * targetUserId, targetNodeId }`: the signed-in user's action on their task (Recall: on a task they
 * completed); answers the task after it. Refused with the reason in the user's language: not their
 * task, already handled, suspended or ended, a missing comment, user or step, a step not earlier.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ProcessTaskDto, TaskActionBody } from '@polaris/core/services/workflow/process-types';

export function actOnTask(
  taskId: number,
  body: TaskActionBody,
  options?: CallOptions,
): Promise<ProcessTaskDto> {
  return request<ProcessTaskDto>(v1('workflow', 'tenant', `process/task/${taskId}/action`), {
    method: 'POST',
    data: body,
    ...options,
  });
}
