/**
 * Gantt tasks and links between the chart and the server (spec section 3 "Gantt task (sent)",
 * "Received and mapped", "Gantt link"). Pure: the current organisation comes in the context.
 */
import type {
  GanttContext,
  GanttItemId,
  GanttLink,
  GanttLinkDto,
  GanttTask,
  GanttTaskDto,
  SavedGanttLinkDto,
  SavedGanttTaskDto,
} from './types';

export const DEFAULT_TASK_TYPE = 'task';
const DAY_START = '00:00:00';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD` of a Date (local calendar day) or of a date text. */
export function toDay(value: string | Date): string {
  if (typeof value === 'string' && ISO_DAY.test(value)) return value.slice(0, 10);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid Gantt date: ${String(value)}`);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A sent date: the day followed by 00:00:00. */
export function toSentDate(value: string | Date): string {
  return `${toDay(value)} ${DAY_START}`;
}

/** A received date cut to its first 10 characters (`YYYY-MM-DD`). */
export function toReceivedDate(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}

/** Progress with two decimals (0.1234 → 0.12, 0.675 → 0.68); none is 0. */
export function roundProgress(progress: number | null | undefined): number {
  if (progress === null || progress === undefined || Number.isNaN(progress)) return 0;
  return Math.round((progress + Number.EPSILON) * 100) / 100;
}

/** A task or link without an objectVersionNumber is new; with one it exists on the server. */
export function isNewGanttItem(item: { objectVersionNumber?: number | null }): boolean {
  return item.objectVersionNumber === undefined || item.objectVersionNumber === null;
}

/** New items to create and existing ones to update. */
export function splitByVersion<T extends { objectVersionNumber?: number | null }>(
  items: readonly T[],
): { created: T[]; updated: T[] } {
  const created: T[] = [];
  const updated: T[] = [];
  for (const item of items) (isNewGanttItem(item) ? created : updated).push(item);
  return { created, updated };
}

/** No parent (null, undefined, 0 or '' as charts mark the root) is sent and received as null. */
function parentOrNull(parent: GanttItemId | null | undefined): GanttItemId | null {
  return parent === undefined || parent === null || parent === 0 || parent === '' ? null : parent;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Chart task → server task. */
export function toGanttTaskDto(task: GanttTask, context: GanttContext): GanttTaskDto {
  return withoutUndefined<GanttTaskDto>({
    ganttId: context.ganttId,
    taskId: isNewGanttItem(task) ? undefined : task.id,
    taskName: task.text,
    orderSeq: task.order,
    startDate: toSentDate(task.start_date),
    endDate: toSentDate(task.end_date),
    parentId: parentOrNull(task.parent),
    taskType: task.type || DEFAULT_TASK_TYPE,
    tenantId: task.tenantId ?? context.organizationId,
    objectVersionNumber: task.objectVersionNumber,
    _token: task._token,
    duration: task.duration,
    priority: task.priority,
    progress: roundProgress(task.progress),
    taskRender: task.render?.[0],
  });
}

/** Server task → chart task. */
export function fromGanttTaskDto(dto: SavedGanttTaskDto): GanttTask {
  return withoutUndefined<GanttTask>({
    id: dto.taskId,
    text: dto.taskName,
    order: dto.orderSeq,
    start_date: toReceivedDate(dto.startDate),
    end_date: toReceivedDate(dto.endDate),
    parent: parentOrNull(dto.parentId),
    type: dto.taskType || DEFAULT_TASK_TYPE,
    duration: dto.duration,
    priority: dto.priority,
    progress: dto.progress,
    render: dto.taskRender === undefined || dto.taskRender === null ? [] : [dto.taskRender],
    ganttId: dto.ganttId,
    tenantId: dto.tenantId,
    objectVersionNumber: dto.objectVersionNumber,
    _token: dto._token,
  });
}

/** Chart link → server link. */
export function toGanttLinkDto(link: GanttLink, context: GanttContext): GanttLinkDto {
  return withoutUndefined<GanttLinkDto>({
    ganttId: context.ganttId,
    linkType: link.type,
    taskFromId: link.source,
    taskTargetId: link.target,
    taskLinkId: isNewGanttItem(link) ? undefined : link.id,
    tenantId: link.tenantId ?? context.organizationId,
    objectVersionNumber: link.objectVersionNumber,
    _token: link._token,
  });
}

/** Server link → chart link. */
export function fromGanttLinkDto(dto: SavedGanttLinkDto): GanttLink {
  return withoutUndefined<GanttLink>({
    id: dto.taskLinkId,
    type: dto.linkType,
    source: dto.taskFromId,
    target: dto.taskTargetId,
    ganttId: dto.ganttId,
    tenantId: dto.tenantId,
    objectVersionNumber: dto.objectVersionNumber,
    _token: dto._token,
  });
}
