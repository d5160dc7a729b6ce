// What the workflow engine stores: process instances with their closed approval steps, and tasks
// (pending, done or cancelled), each in one tenant; and how the seed (mock/data/approval.ts) turns
// into them. A pending task is the instance's running step: the history shows it last, without
// action or end time.
import type { SeedProcessInstance } from '../../data/approval';
import type { TaskAction } from '../../../src/services/workflow/process-types';
import type { ProcessInstanceStatus } from '../../../src/services/workflow/types';
import type { ApprovalStep } from '../work/wire';
import type { DefinitionStore } from './definition-store';
import { nodeOf } from './graph';
import type { People } from './people';

export interface StoredInstance {
  processInstanceId: number;
  tenantId: number;
  definitionId: number;
  businessKey: string;
  starterId: number;
  startUserName: string;
  startTime: string;
  status: ProcessInstanceStatus;
  endTime: string | null;
  /** Closed steps, oldest first. */
  steps: ApprovalStep[];
}

export type TaskState = 'PENDING' | 'DONE' | 'CANCELLED';

export interface StoredTask {
  taskId: number;
  processInstanceId: number;
  tenantId: number;
  nodeId: string;
  assigneeId: number;
  assigneeName: string;
  createTime: string;
  state: TaskState;
  action: TaskAction | null;
  comment: string | null;
  endTime: string | null;
  /**
   * A co-signer's task: when approved, the task goes back to `returnTo` (AddSign) or the instance
   * moves on (ApproveAndAddSign).
   */
  coSign?: { then: 'return' | 'advance'; returnTo: number };
  /** The done task whose action made this one (what Recall takes back). */
  fromTaskId?: number;
  /** Someone acted on it without closing it (a carbon copy): the step before can't be recalled. */
  touched?: boolean;
}

/** Seed id ranges: steps are numbered per instance, waiting tasks from 20001, done ones 29001. */
export const FIRST_TASK_ID = 20001;
const FIRST_DONE_TASK_ID = 29001;
export const stepId = (instance: StoredInstance) =>
  instance.processInstanceId * 1000 + instance.steps.length + 1;

/** The seed's instances and their waiting tasks, as the engine holds them. */
export function seedState(
  seed: readonly SeedProcessInstance[],
  definitions: DefinitionStore,
  people: People,
): { instances: StoredInstance[]; tasks: StoredTask[] } {
  const instances: StoredInstance[] = [];
  const tasks: StoredTask[] = [];
  for (const one of seed) {
    const instance: StoredInstance = {
      processInstanceId: one.processInstanceId,
      tenantId: one.tenantId,
      definitionId: one.definitionId,
      businessKey: one.businessKey,
      starterId: one.starterId,
      startUserName: people.person(one.tenantId, one.starterId)?.name ?? String(one.starterId),
      startTime: one.startTime,
      status: one.endTime ? 'APPROVED' : one.suspended ? 'SUSPENDED' : 'RUNNING',
      endTime: one.endTime ?? null,
      steps: [],
    };
    one.history.forEach((step) => instance.steps.push({ id: stepId(instance), ...step }));
    instances.push(instance);
    const definition = definitions.find(one.definitionId);
    if (!definition) throw new Error(`Seed instance ${one.processInstanceId}: no definition`);
    let fromTaskId: number | undefined;
    for (const done of one.done ?? []) {
      const step = one.history[done.step];
      fromTaskId = FIRST_DONE_TASK_ID + tasks.filter((task) => task.state === 'DONE').length;
      tasks.push({
        ...taskOf(one, done.nodeId, done.userId, step.startTime, people),
        taskId: fromTaskId,
        state: 'DONE',
        action: step.action as StoredTask['action'],
        comment: step.comment,
        endTime: step.endTime,
      });
    }
    if (!one.waiting) continue;
    const node = nodeOf(definition, one.waiting.nodeId);
    const assigneeId =
      one.waiting.assigneeId ??
      (node.assignee?.type === 'user' ? node.assignee.userId : one.starterId);
    tasks.push({
      ...taskOf(one, node.nodeId, assigneeId, one.waiting.since, people),
      taskId: FIRST_TASK_ID + tasks.filter((task) => task.state === 'PENDING').length,
      fromTaskId,
    });
  }
  return { instances, tasks };
}

/** A seed task of the instance, pending. */
function taskOf(
  one: SeedProcessInstance,
  nodeId: string,
  assigneeId: number,
  createTime: string,
  people: People,
): Omit<StoredTask, 'taskId'> {
  return {
    processInstanceId: one.processInstanceId,
    tenantId: one.tenantId,
    nodeId,
    assigneeId,
    assigneeName: people.person(one.tenantId, assigneeId)?.name ?? String(assigneeId),
    createTime,
    state: 'PENDING',
    action: null,
    comment: null,
    endTime: null,
  };
}
