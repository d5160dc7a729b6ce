/**
 * Saving a plan's unsaved edits: removed links, then the tasks (one batch; one per level where new
 * tasks sit under tasks that are new too, since a child names its parent's number), then the links
 * (one batch), then removed tasks. Each batch is all-or-nothing at the gateway. After each one the
 * baseline takes what was saved and the plan shown takes the numbers the gateway gave, so a
 * failure keeps every edit not yet saved, and a second Save sends only those.
 */
import type {
  GanttLinkDelete,
  GanttLinkDto,
  GanttTaskDelete,
  GanttTaskDto,
} from '@polaris/core/services/gantt/types';
import { planChanges } from './changes';
import {
  isNewId,
  linkDelete,
  linkFromWire,
  linkToWire,
  taskDelete,
  taskFromWire,
  taskToWire,
  type Plan,
  type PlanScope,
  type PlanTask,
} from './plan';

export interface GanttBatchApi {
  saveTasks(tasks: GanttTaskDto[]): Promise<GanttTaskDto[]>;
  deleteTasks(tasks: GanttTaskDelete[]): Promise<unknown>;
  saveLinks(links: GanttLinkDto[]): Promise<GanttLinkDto[]>;
  deleteLinks(links: GanttLinkDelete[]): Promise<unknown>;
}

export interface PlanPair {
  baseline: Plan;
  current: Plan;
}

export interface SaveFailure {
  error: unknown;
  /** The task or link the gateway's failure names (its position in the batch), when it does. */
  record?: { kind: 'task' | 'link'; id: string };
}

export interface SaveOutcome extends PlanPair {
  failure?: SaveFailure;
  /** Whether any batch went through (the baseline moved). */
  progressed: boolean;
}

function indexOf(error: unknown): number | undefined {
  const body = (error as { body?: { index?: unknown } } | null)?.body;
  return typeof body?.index === 'number' ? body.index : undefined;
}

function upsert<T extends { id: string }>(list: T[], records: T[]): T[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const seen = new Set<string>();
  const next = list.map((record) => {
    const replaced = byId.get(record.id);
    if (replaced) seen.add(record.id);
    return replaced ?? record;
  });
  return [...next, ...records.filter((record) => !seen.has(record.id))];
}

/** The plan with task ids renamed (the task itself, children's parent, link ends). */
function renameTasks(plan: Plan, renamed: Map<string, string>): Plan {
  if (renamed.size === 0) return plan;
  const to = (id: string) => renamed.get(id) ?? id;
  return {
    tasks: plan.tasks.map((task) => ({
      ...task,
      id: to(task.id),
      parent: task.parent === null ? null : to(task.parent),
    })),
    links: plan.links.map((link) => ({
      ...link,
      source: to(link.source),
      target: to(link.target),
    })),
  };
}

/** Tasks whose parent already has a number: the next batch. */
const readyToSend = (tasks: PlanTask[]) =>
  tasks.filter((task) => task.parent === null || !isNewId(task.parent));

export async function savePlan(
  start: PlanPair,
  scope: PlanScope,
  api: GanttBatchApi,
): Promise<SaveOutcome> {
  let { baseline, current } = start;
  let progressed = false;
  let sending: { kind: 'task' | 'link'; ids: string[] } | undefined;
  const done = (failure?: SaveFailure): SaveOutcome => ({
    baseline,
    current,
    failure,
    progressed,
  });

  try {
    const removedLinks = planChanges(baseline, current).deletedLinks;
    if (removedLinks.length > 0) {
      sending = { kind: 'link', ids: removedLinks.map((link) => link.id) };
      await api.deleteLinks(removedLinks.map(linkDelete));
      const gone = new Set(sending.ids);
      baseline = { ...baseline, links: baseline.links.filter((link) => !gone.has(link.id)) };
      progressed = true;
    }

    for (;;) {
      const wave = readyToSend(planChanges(baseline, current).savedTasks);
      if (wave.length === 0) break;
      sending = { kind: 'task', ids: wave.map((task) => task.id) };
      const saved = (await api.saveTasks(wave.map((task) => taskToWire(task, scope)))).map(
        taskFromWire,
      );
      const renamed = new Map(wave.map((task, i) => [task.id, saved[i].id]));
      current = renameTasks(current, renamed);
      current = { ...current, tasks: upsert(current.tasks, saved) };
      baseline = { ...baseline, tasks: upsert(baseline.tasks, saved) };
      progressed = true;
    }

    const links = planChanges(baseline, current).savedLinks;
    if (links.length > 0) {
      sending = { kind: 'link', ids: links.map((link) => link.id) };
      const saved = (await api.saveLinks(links.map((link) => linkToWire(link, scope)))).map(
        linkFromWire,
      );
      const renamed = new Map(links.map((link, i) => [link.id, saved[i]]));
      current = {
        ...current,
        links: current.links.map((link) => renamed.get(link.id) ?? link),
      };
      baseline = { ...baseline, links: upsert(baseline.links, saved) };
      progressed = true;
    }

    const removedTasks = planChanges(baseline, current).deletedTasks;
    if (removedTasks.length > 0) {
      sending = { kind: 'task', ids: removedTasks.map((task) => task.id) };
      await api.deleteTasks(removedTasks.map(taskDelete));
      progressed = true;
    }
    // Everything shown is saved now.
    baseline = current;
    return done();
  } catch (error) {
    const index = indexOf(error);
    const id = index === undefined ? undefined : sending?.ids[index];
    return done({ error, record: id && sending ? { kind: sending.kind, id } : undefined });
  }
}
