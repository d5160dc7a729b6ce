/** `DELETE {platform}/v1{tenantPrefix}/gantt-task-links`: deletes links. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { GanttLinkDelete } from '@polaris/core/services/gantt/types';

export function deleteGanttLinks(links: GanttLinkDelete[], options?: CallOptions): Promise<void> {
  return request<void>(v1('platform', 'auto', 'gantt-task-links'), {
    method: 'DELETE',
    data: links,
    ...options,
  });
}
