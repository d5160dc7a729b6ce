/** A whole chart for the Gantt view: its tasks and links, loaded together and mapped. */
import { getSession } from '../../session/current-session';
import { fetchGanttLinks } from './gantt-links';
import { fromGanttLinkDto, fromGanttTaskDto } from './gantt-mapping';
import { fetchGanttTasks } from './gantt-tasks';
import type { GanttId, GanttLink, GanttTask } from './types';

export interface GanttChartData {
  data: GanttTask[];
  links: GanttLink[];
}

/** Tasks and links of one chart, in parallel, as the chart holds them. */
export async function loadGanttChart(
  ganttId: GanttId,
  tenantId: number | undefined = getSession().organizationId,
): Promise<GanttChartData> {
  const [tasks, links] = await Promise.all([
    fetchGanttTasks(ganttId, tenantId),
    fetchGanttLinks(ganttId),
  ]);
  return { data: (tasks ?? []).map(fromGanttTaskDto), links: (links ?? []).map(fromGanttLinkDto) };
}
