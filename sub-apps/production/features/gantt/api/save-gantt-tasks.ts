/**
 * `POST {platform}/v1{tenantPrefix}/gantt-tasks/batch`: creates (no version) and updates (current
 * version) tasks all-or-nothing; answers the saved tasks in the order sent.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { GanttTaskDto } from '@polaris/core/services/gantt/types';

export function saveGanttTasks(
  tasks: GanttTaskDto[],
  options?: CallOptions,
): Promise<GanttTaskDto[]> {
  return request<GanttTaskDto[]>(v1('platform', 'auto', 'gantt-tasks/batch'), {
    method: 'POST',
    data: tasks,
    ...options,
  });
}
