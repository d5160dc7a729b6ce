/** `GET {platform}/v1{tenantPrefix}/gantt-tasks?tenantId=&ganttId=`: a chart's tasks by orderSeq. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { GanttTaskDto } from '@polaris/core/services/gantt/types';

export function fetchGanttTasks(
  query: { tenantId: number; ganttId: number },
  options?: CallOptions,
): Promise<GanttTaskDto[]> {
  return request<GanttTaskDto[]>(v1('platform', 'auto', 'gantt-tasks'), {
    params: query,
    ...options,
  });
}
