/** `DELETE {platform}/v1{tenantPrefix}/gantt-tasks`: deletes tasks (and their descendants and links). */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { GanttTaskDelete } from '@polaris/core/services/gantt/types';

export function deleteGanttTasks(tasks: GanttTaskDelete[], options?: CallOptions): Promise<void> {
  return request<void>(v1('platform', 'auto', 'gantt-tasks'), {
    method: 'DELETE',
    data: tasks,
    ...options,
  });
}
