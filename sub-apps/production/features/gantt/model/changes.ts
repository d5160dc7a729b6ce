/**
 * What a plan's unsaved edits are: the tasks and links to save (new or changed) and to delete,
 * worked out by comparing the plan as last loaded or saved (the baseline) with the plan shown.
 */
import { isNew, type Plan, type PlanLink, type PlanTask } from './plan';

export interface PlanChanges {
  /** New or changed tasks, in the chart's order (a parent before its children). */
  savedTasks: PlanTask[];
  /** Saved tasks no longer in the plan. */
  deletedTasks: PlanTask[];
  savedLinks: PlanLink[];
  deletedLinks: PlanLink[];
}

const TASK_FIELDS: ReadonlyArray<keyof PlanTask> = [
  'text',
  'start_date',
  'end_date',
  'parent',
  'order',
  'type',
  'progress',
  'duration',
  'priority',
];
const LINK_FIELDS: ReadonlyArray<keyof PlanLink> = ['type', 'source', 'target'];

function differs<T>(a: T, b: T, fields: ReadonlyArray<keyof T>): boolean {
  return fields.some((field) => a[field] !== b[field]);
}

const taskChanged = (before: PlanTask, after: PlanTask): boolean =>
  differs(before, after, TASK_FIELDS) || before.render[0] !== after.render[0];

function changesOf<T extends { id: string; objectVersionNumber?: number }>(
  baseline: T[],
  current: T[],
  changed: (before: T, after: T) => boolean,
): { saved: T[]; deleted: T[] } {
  const before = new Map(baseline.map((record) => [record.id, record]));
  const saved = current.filter((record) => {
    const was = before.get(record.id);
    return isNew(record) || !was || changed(was, record);
  });
  const kept = new Set(current.map((record) => record.id));
  const deleted = baseline.filter((record) => !kept.has(record.id) && !isNew(record));
  return { saved, deleted };
}

export function planChanges(baseline: Plan, current: Plan): PlanChanges {
  const tasks = changesOf(baseline.tasks, current.tasks, taskChanged);
  const links = changesOf(baseline.links, current.links, (a, b) => differs(a, b, LINK_FIELDS));
  return {
    savedTasks: tasks.saved,
    deletedTasks: tasks.deleted,
    savedLinks: links.saved,
    deletedLinks: links.deleted,
  };
}

export function changeCount(changes: PlanChanges): number {
  return (
    changes.savedTasks.length +
    changes.deletedTasks.length +
    changes.savedLinks.length +
    changes.deletedLinks.length
  );
}

/** The tasks the chart marks as unsaved: new or changed ones, and the ends of changed links. */
export function unsavedTaskIds(changes: PlanChanges): Set<string> {
  const ids = new Set(changes.savedTasks.map((task) => task.id));
  for (const link of changes.savedLinks) ids.add(link.target);
  return ids;
}
