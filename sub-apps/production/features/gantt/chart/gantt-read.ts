/**
 * The plan a chart shows, read back after the user edited it: tasks depth first with their
 * order among siblings (model/order.ts, written back to the chart for the next read), dates as
 * `YYYY-MM-DD`, and what the chart does not hold (`render`) from the plan it was given.
 */
import type { GanttStatic, Link, Task } from 'dhtmlx-gantt';
import { siblingOrders } from '../model/order';
import { round2, type Plan, type PlanLink, type PlanTask } from '../model/plan';

export const ROOT = 0;

type Extra = { objectVersionNumber?: number; _token?: string; priority?: number | null };

/**
 * A plan task as the chart takes it (dates as the configured text, which dhtmlx parses): without
 * `render`, since the chart would draw a 'split' parent as one row (a PRO feature), root as 0,
 * open.
 */
export function chartTask(task: PlanTask): Record<string, unknown> {
  const shown: Record<string, unknown> = { ...task, parent: task.parent ?? ROOT, open: true };
  delete shown.render;
  return shown;
}

export interface ReadContext {
  format(date: Date): string;
  renders: ReadonlyMap<string, string[]>;
}

export function readTask(task: Task & Extra, context: ReadContext): PlanTask {
  const parent = task.parent === ROOT || task.parent === undefined ? null : String(task.parent);
  const milestone = task.type === 'milestone';
  return {
    id: String(task.id),
    text: String(task.text ?? ''),
    start_date: context.format(task.start_date as Date),
    end_date: context.format((milestone ? task.start_date : task.end_date) as Date),
    parent,
    order: 0,
    type: task.type || 'task',
    progress: round2(task.progress ?? 0),
    duration: milestone ? 0 : Number(task.duration ?? 0),
    priority: task.priority ?? null,
    render: context.renders.get(String(task.id)) ?? [],
    objectVersionNumber: task.objectVersionNumber,
    _token: task._token,
  };
}

export function readPlan(gantt: GanttStatic, context: ReadContext): Plan {
  const tasks: PlanTask[] = [];
  const children = new Map<string | null, { index: number; order: number | undefined }[]>();
  gantt.eachTask((task: Task & Extra) => {
    const record = readTask(task, context);
    const siblings = children.get(record.parent) ?? [];
    siblings.push({
      index: tasks.length,
      order: typeof task.order === 'number' ? task.order : undefined,
    });
    children.set(record.parent, siblings);
    tasks.push(record);
  });
  for (const siblings of children.values()) {
    const orders = siblingOrders(siblings.map((sibling) => sibling.order));
    siblings.forEach((sibling, i) => {
      const task = tasks[sibling.index];
      // the chart's task holds it too, for the next read
      (gantt.getTask(task.id) as Task & { order?: number }).order = orders[i];
      tasks[sibling.index] = { ...task, order: orders[i] };
    });
  }
  const links: PlanLink[] = gantt.getLinks().map((link: Link & Extra) => ({
    id: String(link.id),
    type: String(link.type),
    source: String(link.source),
    target: String(link.target),
    objectVersionNumber: link.objectVersionNumber,
    _token: link._token,
  }));
  return { tasks, links };
}
