// Gantt tasks and links with HZERO's optimistic lock: a record without objectVersionNumber is
// created (version 1), one with it is updated only when the version matches, then incremented.
// Every batch is all-or-nothing: it runs on a copy that replaces the data only when all succeed.
import type { DeleteInput, LinkInput, TaskInput } from './gantt-input';
import { days, linkToken, seedData, taskToken, type GanttData as Data } from './gantt-seed';
import type { GanttFailureDto } from '../../../src/services/gantt/types';
import type { Sent } from '../types';
import type { GanttLink, GanttTask } from './wire';

export type GanttFailure = Sent<GanttFailureDto, { type: 'warn' | 'error' }>;

export const DATA_CHANGED: GanttFailure = {
  failed: true,
  code: 'error.data_changed',
  message: 'The record has been modified by someone else, please refresh',
  type: 'warn',
};

class GanttError extends Error {
  constructor(readonly failure: GanttFailure) {
    super(failure.message);
  }
}

const fail = (code: string, message: string): GanttError =>
  new GanttError({ failed: true, code, message, type: 'error' });

function copy(data: Data): Data {
  return {
    tasks: new Map([...data.tasks].map(([id, task]) => [id, { ...task }])),
    links: new Map([...data.links].map(([id, link]) => [id, { ...link }])),
    nextTaskId: data.nextTaskId,
    nextLinkId: data.nextLinkId,
  };
}

/** The stored record a versioned write or a delete names, checked for tenant, version, token. */
function existing<T extends { tenantId: number; objectVersionNumber: number; _token: string }>(
  record: T | undefined,
  tenantId: number,
  what: string,
  input: { objectVersionNumber?: number; _token?: string },
): T {
  if (!record || record.tenantId !== tenantId) {
    throw fail('error.data_not_exists', `${what} does not exist (it may have been deleted)`);
  }
  if (
    input.objectVersionNumber !== undefined &&
    input.objectVersionNumber !== record.objectVersionNumber
  ) {
    throw new GanttError(DATA_CHANGED);
  }
  if (input._token !== undefined && input._token !== record._token) {
    throw fail('error.token_invalid', `The _token sent does not belong to ${what}`);
  }
  return record;
}

function checkTenant(input: { tenantId?: number }, tenantId: number): void {
  if (input.tenantId !== undefined && input.tenantId !== tenantId) {
    throw fail(
      'error.permission.tenant_mismatch',
      `tenantId ${input.tenantId} is not the organisation ${tenantId}`,
    );
  }
}

function checkTask(data: Data, tenantId: number, input: TaskInput, taskId?: number): void {
  if (input.endDate < input.startDate) {
    throw fail(
      'error.gantt.date_range',
      `Task "${input.taskName}": endDate ${input.endDate} is before startDate ${input.startDate}`,
    );
  }
  if (input.parentId === null) return;
  const parent = data.tasks.get(input.parentId);
  if (!parent || parent.tenantId !== tenantId || parent.ganttId !== input.ganttId) {
    throw fail(
      'error.gantt.parent_not_found',
      `Task "${input.taskName}": parent task ${input.parentId} does not exist in gantt ${input.ganttId}`,
    );
  }
  for (
    let at: GanttTask | undefined = parent;
    at;
    at = at.parentId ? data.tasks.get(at.parentId) : undefined
  ) {
    if (at.taskId === taskId) {
      throw fail('error.gantt.parent_cycle', `Task "${input.taskName}" cannot be its own ancestor`);
    }
  }
}

function writeTask(data: Data, tenantId: number, input: TaskInput): GanttTask {
  checkTenant(input, tenantId);
  let base: Pick<GanttTask, 'taskId' | 'objectVersionNumber' | 'orderSeq'>;
  if (input.objectVersionNumber === undefined) {
    const siblings = [...data.tasks.values()].filter(
      (task) => task.tenantId === tenantId && task.ganttId === input.ganttId,
    );
    checkTask(data, tenantId, input);
    base = {
      taskId: data.nextTaskId++,
      objectVersionNumber: 1,
      orderSeq: input.orderSeq ?? Math.max(0, ...siblings.map((task) => task.orderSeq)) + 1,
    };
  } else {
    if (input.taskId === undefined)
      throw fail('error.gantt.task_id', 'taskId is required with objectVersionNumber');
    const stored = existing(data.tasks.get(input.taskId), tenantId, `Task ${input.taskId}`, input);
    checkTask(data, tenantId, input, stored.taskId);
    base = {
      taskId: stored.taskId,
      objectVersionNumber: stored.objectVersionNumber + 1,
      orderSeq: input.orderSeq ?? stored.orderSeq,
    };
  }
  const task: GanttTask = {
    ...base,
    ganttId: input.ganttId,
    taskName: input.taskName,
    startDate: input.startDate,
    endDate: input.endDate,
    parentId: input.parentId,
    taskType: input.taskType ?? 'task',
    tenantId,
    _token: taskToken(base.taskId),
    duration: input.duration ?? days(input.startDate, input.endDate),
    priority: input.priority ?? null,
    progress: Math.round((input.progress ?? 0) * 100) / 100,
    taskRender: input.taskRender ?? null,
  };
  data.tasks.set(task.taskId, task);
  return task;
}

function writeLink(data: Data, tenantId: number, input: LinkInput): GanttLink {
  checkTenant(input, tenantId);
  for (const end of [input.taskFromId, input.taskTargetId]) {
    const task = data.tasks.get(end);
    if (!task || task.tenantId !== tenantId || task.ganttId !== input.ganttId) {
      throw fail(
        'error.gantt.link_task_not_found',
        `Link task ${end} does not exist in gantt ${input.ganttId}`,
      );
    }
  }
  if (input.taskFromId === input.taskTargetId) {
    throw fail('error.gantt.link_self', `A link cannot join task ${input.taskFromId} to itself`);
  }
  let taskLinkId: number;
  let version = 1;
  if (input.objectVersionNumber === undefined) {
    taskLinkId = data.nextLinkId++;
  } else {
    if (input.taskLinkId === undefined)
      throw fail('error.gantt.link_id', 'taskLinkId is required with objectVersionNumber');
    const stored = existing(
      data.links.get(input.taskLinkId),
      tenantId,
      `Link ${input.taskLinkId}`,
      input,
    );
    taskLinkId = stored.taskLinkId;
    version = stored.objectVersionNumber + 1;
  }
  const link: GanttLink = {
    ganttId: input.ganttId,
    taskLinkId,
    linkType: input.linkType,
    taskFromId: input.taskFromId,
    taskTargetId: input.taskTargetId,
    tenantId,
    objectVersionNumber: version,
    _token: linkToken(taskLinkId),
  };
  data.links.set(taskLinkId, link);
  return link;
}

/** A failure of one item of a batch names its position in the list sent. */
function atItem<T>(index: number, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof GanttError) throw new GanttError({ ...error.failure, index });
    throw error;
  }
}

export class GanttStore {
  private data = seedData();

  reset(): void {
    this.data = seedData();
  }

  tasks(tenantId: number, ganttId: number): GanttTask[] {
    return [...this.data.tasks.values()]
      .filter((task) => task.tenantId === tenantId && task.ganttId === ganttId)
      .sort((a, b) => a.orderSeq - b.orderSeq || a.taskId - b.taskId);
  }

  links(tenantId: number, ganttId: number): GanttLink[] {
    return [...this.data.links.values()]
      .filter((link) => link.tenantId === tenantId && link.ganttId === ganttId)
      .sort((a, b) => a.taskLinkId - b.taskLinkId);
  }

  saveTasks(tenantId: number, inputs: TaskInput[]): GanttTask[] | GanttFailure {
    return this.transaction((data) =>
      inputs.map((input, index) => atItem(index, () => writeTask(data, tenantId, input))),
    );
  }

  saveLinks(tenantId: number, inputs: LinkInput[]): GanttLink[] | GanttFailure {
    return this.transaction((data) =>
      inputs.map((input, index) => atItem(index, () => writeLink(data, tenantId, input))),
    );
  }

  /** Deletes the tasks, their descendants and every link touching them. */
  deleteTasks(tenantId: number, inputs: DeleteInput[]): GanttFailure | undefined {
    return this.transaction((data) => {
      const doomed = new Set(
        inputs.map(
          (input) => existing(data.tasks.get(input.id), tenantId, `Task ${input.id}`, input).taskId,
        ),
      );
      for (let grew = true; grew; ) {
        grew = false;
        for (const task of data.tasks.values()) {
          if (task.parentId !== null && doomed.has(task.parentId) && !doomed.has(task.taskId)) {
            doomed.add(task.taskId);
            grew = true;
          }
        }
      }
      for (const id of doomed) data.tasks.delete(id);
      for (const link of [...data.links.values()]) {
        if (doomed.has(link.taskFromId) || doomed.has(link.taskTargetId))
          data.links.delete(link.taskLinkId);
      }
      return undefined;
    });
  }

  deleteLinks(tenantId: number, inputs: DeleteInput[]): GanttFailure | undefined {
    return this.transaction((data) => {
      for (const input of inputs) {
        existing(data.links.get(input.id), tenantId, `Link ${input.id}`, input);
        data.links.delete(input.id);
      }
      return undefined;
    });
  }

  private transaction<T>(work: (data: Data) => T): T | GanttFailure {
    const draft = copy(this.data);
    try {
      const result = work(draft);
      this.data = draft;
      return result;
    } catch (error) {
      if (error instanceof GanttError) return error.failure;
      throw error;
    }
  }
}
