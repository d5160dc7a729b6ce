/**
 * A Gantt plan as the page holds it, and the exact wire mappings of spec section 3 both ways.
 * Tasks and links carry dhtmlx's field names (id, text, start_date, end_date, parent, order,
 * render, type, source, target), dates as `YYYY-MM-DD`, ids as strings (a new record's id is a
 * `new:` id until the gateway gives it a number).
 */
import type { GanttLinkDto, GanttTaskDto } from '@polaris/core/services/gantt/types';

export interface PlanTask {
  id: string;
  text: string;
  start_date: string;
  /** Exclusive, as dhtmlx keeps it: a one-day task on the 1st ends on the 2nd. */
  end_date: string;
  parent: string | null;
  order: number;
  type: string;
  /** 0..1, two decimals. */
  progress: number;
  duration: number;
  priority: number | null;
  render: string[];
  objectVersionNumber?: number;
  _token?: string;
}

export interface PlanLink {
  id: string;
  type: string;
  source: string;
  target: string;
  objectVersionNumber?: number;
  _token?: string;
}

/** Tasks in the chart's order (depth first), then the links. */
export interface Plan {
  tasks: PlanTask[];
  links: PlanLink[];
}

export const EMPTY_PLAN: Plan = { tasks: [], links: [] };

/** Which chart of which organisation the wire records belong to. */
export interface PlanScope {
  ganttId: number;
  tenantId: number;
}

const NEW_PREFIX = 'new:';

export const isNewId = (id: string): boolean => id.startsWith(NEW_PREFIX);

/** An id for a record the gateway has not numbered yet. */
export function newId(seq: number): string {
  return `${NEW_PREFIX}${seq}`;
}

/** A record is new until it has a version number. */
export const isNew = (record: { objectVersionNumber?: number }): boolean =>
  record.objectVersionNumber === undefined;

export const round2 = (value: number): number => Math.round(value * 100) / 100;

const day = (value: string): string => value.slice(0, 10);
const wireDate = (value: string): string => `${day(value)} 00:00:00`;

export function taskFromWire(dto: GanttTaskDto): PlanTask {
  return {
    id: String(dto.taskId),
    text: dto.taskName,
    start_date: day(dto.startDate),
    end_date: day(dto.endDate),
    parent: dto.parentId === null || dto.parentId === undefined ? null : String(dto.parentId),
    order: dto.orderSeq ?? 0,
    type: dto.taskType || 'task',
    progress: round2(dto.progress ?? 0),
    duration: dto.duration ?? 0,
    priority: dto.priority ?? null,
    render: dto.taskRender ? [dto.taskRender] : [],
    objectVersionNumber: dto.objectVersionNumber,
    _token: dto._token,
  };
}

export function linkFromWire(dto: GanttLinkDto): PlanLink {
  return {
    id: String(dto.taskLinkId),
    type: String(dto.linkType),
    source: String(dto.taskFromId),
    target: String(dto.taskTargetId),
    objectVersionNumber: dto.objectVersionNumber,
    _token: dto._token,
  };
}

/** The gateway's number for a task id; a `new:` id has none yet (its parent must be saved first). */
export function wireId(id: string): number {
  if (isNewId(id)) throw new Error(`Task ${id} has not been saved yet`);
  return Number(id);
}

export function taskToWire(task: PlanTask, scope: PlanScope): GanttTaskDto {
  const existing = !isNew(task);
  return {
    ganttId: scope.ganttId,
    ...(existing ? { taskId: wireId(task.id) } : {}),
    taskName: task.text,
    orderSeq: task.order,
    startDate: wireDate(task.start_date),
    endDate: wireDate(task.end_date),
    parentId: task.parent === null ? null : wireId(task.parent),
    taskType: task.type || 'task',
    tenantId: scope.tenantId,
    objectVersionNumber: task.objectVersionNumber,
    _token: task._token,
    duration: task.duration,
    priority: task.priority,
    progress: round2(task.progress),
    taskRender: task.render[0] ?? null,
  };
}

export function linkToWire(link: PlanLink, scope: PlanScope): GanttLinkDto {
  return {
    ganttId: scope.ganttId,
    linkType: link.type,
    taskFromId: wireId(link.source),
    taskTargetId: wireId(link.target),
    ...(isNew(link) ? {} : { taskLinkId: wireId(link.id) }),
    tenantId: scope.tenantId,
    objectVersionNumber: link.objectVersionNumber,
    _token: link._token,
  };
}

export const taskDelete = (task: PlanTask) => ({
  taskId: wireId(task.id),
  objectVersionNumber: task.objectVersionNumber,
  _token: task._token,
});

export const linkDelete = (link: PlanLink) => ({
  taskLinkId: wireId(link.id),
  objectVersionNumber: link.objectVersionNumber,
  _token: link._token,
});
