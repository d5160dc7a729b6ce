/** Gantt tasks, `{platform}/v1{tenantPrefix}/gantt-tasks` (spec section 7). */
import { request } from '../../request/client';
import { getSession } from '../../session/current-session';
import { v1, type CallOptions } from '../shared';
import type { GanttId, GanttTaskDto, SavedGanttTaskDto } from './types';

const tasksUrl = (path = '') => v1('platform', 'auto', `gantt-tasks${path}`);

/**
 * Call table: `GET {platform}/v1{tenantPrefix}/gantt-tasks` with query tenantId, ganttId (tasks).
 * tenantId defaults to the current organisation.
 */
export function fetchGanttTasks(
  ganttId: GanttId,
  tenantId: number | undefined = getSession().organizationId,
  options?: CallOptions,
): Promise<SavedGanttTaskDto[]> {
  return request<SavedGanttTaskDto[]>(tasksUrl(), {
    method: 'GET',
    params: { tenantId, ganttId },
    ...options,
  });
}

/** Call table: `POST .../gantt-tasks/batch` with the list of tasks (save tasks, new and existing). */
export function saveGanttTasks(
  tasks: GanttTaskDto[],
  options?: CallOptions,
): Promise<SavedGanttTaskDto[]> {
  return request<SavedGanttTaskDto[]>(tasksUrl('/batch'), {
    method: 'POST',
    data: tasks,
    ...options,
  });
}

/** Call table: `DELETE .../gantt-tasks` with the tasks to delete in the body. */
export function deleteGanttTasks(tasks: GanttTaskDto[], options?: CallOptions): Promise<void> {
  return request<void>(tasksUrl(), { method: 'DELETE', data: tasks, ...options });
}
