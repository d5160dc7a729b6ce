/** Gantt task links, `{platform}/v1{tenantPrefix}/gantt-task-links` (spec section 7). */
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type { GanttId, GanttLinkDto, SavedGanttLinkDto } from './types';

const linksUrl = (path = '') => v1('platform', 'auto', `gantt-task-links${path}`);

/** Call table: `POST .../gantt-task-links` with the list of links (save links). */
export function saveGanttLinks(
  links: GanttLinkDto[],
  options?: CallOptions,
): Promise<SavedGanttLinkDto[]> {
  return request<SavedGanttLinkDto[]>(linksUrl(), { method: 'POST', data: links, ...options });
}

/** Call table: `GET .../gantt-task-links/{ganttId}` (links of a chart). */
export function fetchGanttLinks(
  ganttId: GanttId,
  options?: CallOptions,
): Promise<SavedGanttLinkDto[]> {
  return request<SavedGanttLinkDto[]>(linksUrl(`/${encodeURIComponent(String(ganttId))}`), {
    method: 'GET',
    ...options,
  });
}

/** Call table: `DELETE .../gantt-task-links` with the links to delete in the body. */
export function deleteGanttLinks(links: GanttLinkDto[], options?: CallOptions): Promise<void> {
  return request<void>(linksUrl(), { method: 'DELETE', data: links, ...options });
}
