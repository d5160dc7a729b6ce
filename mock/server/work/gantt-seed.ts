// The seed Gantt data (chart 1 in every seed tenant) as the store holds it, and the helpers the
// store shares with it: stable _token values and the day count between two dates.
import { ganttSeedTenants, SEED_GANTT_ID, seedGanttLinks, seedGanttTasks } from '../../data/gantt';
import { planGanttTasks } from '../production/plan-gantt-seed';
import { entityToken } from '../entity-token';
import type { GanttLink, GanttTask } from './wire';

export interface GanttData {
  tasks: Map<number, GanttTask>;
  links: Map<number, GanttLink>;
  nextTaskId: number;
  nextLinkId: number;
}

const DAY_MS = 24 * 3600_000;
export const taskToken = (taskId: number): string => entityToken('gantt-task', taskId);
export const linkToken = (linkId: number): string => entityToken('gantt-task-link', linkId);

export function days(start: string, end: string): number {
  const ms = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);
  return Math.round((ms(end) - ms(start)) / DAY_MS);
}

export function seedData(): GanttData {
  const data: GanttData = {
    tasks: new Map(),
    links: new Map(),
    nextTaskId: 10001,
    nextLinkId: 20001,
  };
  for (const { tenantId, lang } of ganttSeedTenants) {
    const id = (n: number) => tenantId * 100 + n;
    for (const seed of seedGanttTasks) {
      data.tasks.set(id(seed.n), {
        ganttId: SEED_GANTT_ID,
        taskId: id(seed.n),
        taskName: seed.taskName[lang],
        orderSeq: seed.n,
        startDate: seed.startDate,
        endDate: seed.endDate,
        parentId: seed.parent === null ? null : id(seed.parent),
        taskType: seed.taskType,
        tenantId,
        objectVersionNumber: 1,
        _token: taskToken(id(seed.n)),
        duration: days(seed.startDate, seed.endDate),
        priority: seed.priority,
        progress: seed.progress,
        taskRender: seed.taskRender,
      });
    }
    for (const [n, from, to, linkType] of seedGanttLinks) {
      data.links.set(id(n), {
        ganttId: SEED_GANTT_ID,
        taskLinkId: id(n),
        linkType,
        taskFromId: id(from),
        taskTargetId: id(to),
        tenantId,
        objectVersionNumber: 1,
        _token: linkToken(id(n)),
      });
    }
  }
  // the seed production plans' charts: a task per work order (mock/data/production-orders.ts)
  for (const task of planGanttTasks()) {
    const { taskId, startDate, endDate } = task;
    data.tasks.set(taskId, {
      ...task,
      _token: taskToken(taskId),
      duration: days(startDate, endDate),
    });
  }
  return data;
}
