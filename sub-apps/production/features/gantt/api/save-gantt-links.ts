/** `POST {platform}/v1{tenantPrefix}/gantt-task-links`: creates and updates links all-or-nothing. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { GanttLinkDto } from '@polaris/core/services/gantt/types';

export function saveGanttLinks(
  links: GanttLinkDto[],
  options?: CallOptions,
): Promise<GanttLinkDto[]> {
  return request<GanttLinkDto[]>(v1('platform', 'auto', 'gantt-task-links'), {
    method: 'POST',
    data: links,
    ...options,
  });
}
