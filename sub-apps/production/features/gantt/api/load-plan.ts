/** A chart's tasks and links, read together and mapped to a plan (spec section 3). */
import { linkFromWire, taskFromWire, type Plan, type PlanScope } from '../model/plan';
import { fetchGanttLinks } from './fetch-gantt-links';
import { fetchGanttTasks } from './fetch-gantt-tasks';

export async function loadPlan(scope: PlanScope): Promise<Plan> {
  const [tasks, links] = await Promise.all([
    fetchGanttTasks(scope, { fresh: true }),
    fetchGanttLinks(scope.ganttId, { fresh: true }),
  ]);
  return { tasks: treeOrder(tasks.map(taskFromWire)), links: links.map(linkFromWire) };
}

/** Depth first, children by order (the gateway answers by orderSeq across the whole chart). */
export function treeOrder<T extends { id: string; parent: string | null; order: number }>(
  tasks: T[],
): T[] {
  const ids = new Set(tasks.map((task) => task.id));
  const children = new Map<string | null, T[]>();
  for (const task of tasks) {
    const parent = task.parent !== null && ids.has(task.parent) ? task.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), task]);
  }
  const ordered: T[] = [];
  const visit = (parent: string | null) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.order - b.order);
    for (const task of list) {
      ordered.push(task);
      visit(task.id);
    }
  };
  visit(null);
  return ordered;
}
