/** `GET {platform}/v1{tenantPrefix}/gantt-task-links/{ganttId}`: a chart's dependencies. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { GanttLinkDto } from '@polaris/core/services/gantt/types';

export function fetchGanttLinks(ganttId: number, options?: CallOptions): Promise<GanttLinkDto[]> {
  return request<GanttLinkDto[]>(
    v1('platform', 'auto', `gantt-task-links/${encodeURIComponent(ganttId)}`),
    options,
  );
}
