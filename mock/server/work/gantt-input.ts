// Reading Gantt tasks and links from untrusted request bodies. Ids may arrive as numbers or
// numeric strings (dhtmlx keeps ids as strings); dates as `YYYY-MM-DD[ HH:mm:ss]`.
import { normaliseDateTime } from './dates';

export interface TaskInput {
  taskId?: number;
  objectVersionNumber?: number;
  _token?: string;
  ganttId: number;
  taskName: string;
  orderSeq?: number;
  startDate: string;
  endDate: string;
  parentId: number | null;
  taskType?: string;
  tenantId?: number;
  duration?: number;
  priority?: number | null;
  progress?: number;
  taskRender?: string | null;
}

export interface LinkInput {
  taskLinkId?: number;
  objectVersionNumber?: number;
  _token?: string;
  ganttId: number;
  linkType: string;
  taskFromId: number;
  taskTargetId: number;
  tenantId?: number;
}

/** What a delete names: the record and, optionally, the version the client holds. */
export interface DeleteInput {
  id: number;
  objectVersionNumber?: number;
  _token?: string;
}

export class InputError extends Error {
  /** The position in the batch of the item that is wrong, when one is. */
  index?: number;
}

/** Reads one item of a batch; an error names the item's position. */
export function readItem<T>(index: number, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof InputError) error.index = index;
    throw error;
  }
}

type Raw = Record<string, unknown>;

/** A number, or a string holding one; undefined for null/undefined/''. */
export function numberOf(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new InputError(`${field} must be a number`);
  }
  return number;
}

function idOf(value: unknown, field: string): number | undefined {
  const id = numberOf(value, field);
  if (id !== undefined && (!Number.isInteger(id) || id < 0)) {
    throw new InputError(`${field} must be a non-negative integer`);
  }
  return id;
}

function requiredId(raw: Raw, field: string): number {
  const id = idOf(raw[field], field);
  if (id === undefined) throw new InputError(`${field} is required`);
  return id;
}

function stringOf(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InputError(`${field} must be a string`);
  return value;
}

function dateOf(raw: Raw, field: string): string {
  const date = normaliseDateTime(raw[field]);
  if (!date) {
    throw new InputError(
      `${field} must be a date as YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(raw[field])}`,
    );
  }
  return date;
}

/** The list of objects a batch body holds (a bare array, or `{ list | tasks | links: [...] }`). */
export function objectList(body: unknown, key: string): Raw[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? (body as Raw)[key]
      : undefined;
  if (!Array.isArray(list)) throw new InputError(`Expected a JSON array of ${key}`);
  return list.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new InputError(`Item ${index} is not an object`);
    }
    return item as Raw;
  });
}

export function readTask(raw: Raw): TaskInput {
  const taskName = stringOf(raw.taskName, 'taskName')?.trim();
  if (!taskName) throw new InputError('taskName is required');
  const progress = numberOf(raw.progress, 'progress');
  if (progress !== undefined && (progress < 0 || progress > 1)) {
    throw new InputError(`progress of "${taskName}" must be between 0 and 1`);
  }
  const parentId = idOf(raw.parentId, 'parentId');
  return {
    taskId: idOf(raw.taskId, 'taskId'),
    objectVersionNumber: idOf(raw.objectVersionNumber, 'objectVersionNumber'),
    _token: stringOf(raw._token, '_token'),
    ganttId: requiredId(raw, 'ganttId'),
    taskName,
    orderSeq: numberOf(raw.orderSeq, 'orderSeq'),
    startDate: dateOf(raw, 'startDate'),
    endDate: dateOf(raw, 'endDate'),
    parentId: parentId === undefined || parentId === 0 ? null : parentId,
    taskType: stringOf(raw.taskType, 'taskType') || undefined,
    tenantId: idOf(raw.tenantId, 'tenantId'),
    duration: numberOf(raw.duration, 'duration'),
    priority: numberOf(raw.priority, 'priority') ?? null,
    progress,
    taskRender: stringOf(raw.taskRender, 'taskRender') ?? null,
  };
}

export function readLink(raw: Raw): LinkInput {
  const linkType = raw.linkType === undefined || raw.linkType === null ? '0' : String(raw.linkType);
  if (!/^[0-3]$/.test(linkType)) throw new InputError('linkType must be 0, 1, 2 or 3');
  return {
    taskLinkId: idOf(raw.taskLinkId, 'taskLinkId'),
    objectVersionNumber: idOf(raw.objectVersionNumber, 'objectVersionNumber'),
    _token: stringOf(raw._token, '_token'),
    ganttId: requiredId(raw, 'ganttId'),
    linkType,
    taskFromId: requiredId(raw, 'taskFromId'),
    taskTargetId: requiredId(raw, 'taskTargetId'),
    tenantId: idOf(raw.tenantId, 'tenantId'),
  };
}

export function readDelete(raw: Raw, idField: 'taskId' | 'taskLinkId'): DeleteInput {
  return {
    id: requiredId(raw, idField),
    objectVersionNumber: idOf(raw.objectVersionNumber, 'objectVersionNumber'),
    _token: stringOf(raw._token, '_token'),
  };
}
