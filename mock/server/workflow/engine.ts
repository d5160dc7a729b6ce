// The workflow engine: tenant-scoped process instances run as a small state machine over the
// process definitions (definition-store.ts). One task waits per running instance; a person's
// action on it closes it, appends a step to the instance's approval history and makes the next
// task (whose assignee gets an inbox message). The rules, step by step, are in mock/README.md
// ("Workflow engine"); the action table is in engine-actions.ts.
import { seedProcessInstances } from '../../data/approval';
import type { ProcessDefinitionDto } from '../../../src/services/workflow/process-types';
import type { Clock } from '../clock';
import type { ReadScope } from '../api/role-level';
import { inReadScope } from '../api/role-level';
import type { MessageStore } from '../work/message-store';
import { formatDateTime } from '../work/dates';
import type { ApprovalStep } from '../work/wire';
import type { DefinitionStore } from './definition-store';
import {
  alreadyEnded,
  instanceNotFound,
  notRunning,
  notSuspended,
  noSuchUser,
  sameUser,
  taskNotFound,
} from './engine-failures';
import {
  FIRST_TASK_ID,
  seedState,
  stepId,
  type StoredInstance,
  type StoredTask,
} from './engine-model';
import { copyNote, endNote, taskNote, type EndReason, type TaskReason } from './engine-notify';
import { firstTask, nodeOf } from './graph';
import type { People, Person } from './people';

export interface EngineDeps {
  clock: Clock;
  definitions: DefinitionStore;
  messages: MessageStore;
  people: People;
}

/** Who calls: a user, and the tenants their current role may see. */
export interface Caller {
  userId: number;
  scope: ReadScope;
}

/** What a history step records beyond the task it closes. */
interface StepInput {
  action: NonNullable<ApprovalStep['action']>;
  actor: Person;
  comment: string | null;
  taskName: string;
  startTime: string;
  positionName?: string;
  unitName?: string;
}

export class EngineCore {
  protected instances: StoredInstance[] = [];
  protected tasks: StoredTask[] = [];
  private nextTaskId = FIRST_TASK_ID;
  private nextInstanceId = 10101;

  constructor(protected readonly deps: EngineDeps) {
    this.reset();
  }

  /** Back to the seed (mock/data/approval.ts). */
  reset(): void {
    const seeded = seedState(seedProcessInstances, this.deps.definitions, this.deps.people);
    this.instances = seeded.instances;
    this.tasks = seeded.tasks;
    this.nextTaskId = FIRST_TASK_ID + this.allTasks('all', 'PENDING').length;
    this.nextInstanceId = 10101;
  }

  /** Every instance the scope may see, newest first. */
  allInstances(scope: ReadScope): StoredInstance[] {
    return this.instances
      .filter((instance) => inReadScope(scope, instance.tenantId))
      .sort((a, b) => b.startTime.localeCompare(a.startTime));
  }

  /** Tasks the scope may see, in the order they were made. */
  allTasks(scope: ReadScope, state?: StoredTask['state']): StoredTask[] {
    return this.tasks.filter(
      (task) => inReadScope(scope, task.tenantId) && (!state || task.state === state),
    );
  }

  /** The instance when the scope may see it; else a not-found failure. */
  instance(scope: ReadScope, processInstanceId: number): StoredInstance {
    const found = this.instances.find((one) => one.processInstanceId === processInstanceId);
    if (!found || !inReadScope(scope, found.tenantId)) throw instanceNotFound(processInstanceId);
    return found;
  }

  /** The task when the scope may see it; else a not-found failure. */
  task(scope: ReadScope, taskId: number): StoredTask {
    const found = this.tasks.find((one) => one.taskId === taskId);
    if (!found || !inReadScope(scope, found.tenantId)) throw taskNotFound(taskId);
    return found;
  }

  definitionOf(instance: StoredInstance): ProcessDefinitionDto {
    const definition = this.deps.definitions.find(instance.definitionId);
    if (!definition) throw new Error(`Instance ${instance.processInstanceId}: no definition`);
    return definition;
  }

  taskName(task: StoredTask): string {
    return nodeOf(this.definitionOf(this.instanceOf(task)), task.nodeId).name;
  }

  instanceOf(task: StoredTask): StoredInstance {
    return this.instances.find((one) => one.processInstanceId === task.processInstanceId)!;
  }

  pendingOf(instance: StoredInstance): StoredTask[] {
    return this.tasks.filter(
      (task) => task.processInstanceId === instance.processInstanceId && task.state === 'PENDING',
    );
  }

  /** The approval history: closed steps, then the waiting task(s) without action. */
  history(scope: ReadScope, processInstanceId: number): ApprovalStep[] {
    const instance = this.instance(scope, processInstanceId);
    const node = (task: StoredTask) => nodeOf(this.definitionOf(instance), task.nodeId);
    const running = this.pendingOf(instance).map(
      (task, index): ApprovalStep => ({
        id: stepId(instance) + index,
        action: null,
        taskName: node(task).name,
        assigneeName: task.assigneeName,
        positionName: node(task).positionName ?? '',
        unitName: node(task).unitName ?? '',
        comment: null,
        startTime: task.createTime,
        endTime: null,
      }),
    );
    return [...instance.steps, ...running];
  }

  /** Starts an instance on the tenant's deployed version of the process; it waits at the first step. */
  start(tenantId: number, processKey: string, starterId: number, businessKey: string): number {
    const definition = this.deps.definitions.deployed(tenantId, processKey);
    if (!definition) throw new Error(`Tenant ${tenantId} has no deployed ${processKey}`);
    const starter = this.requirePerson(tenantId, starterId);
    const instance: StoredInstance = {
      processInstanceId: this.nextInstanceId++,
      tenantId,
      definitionId: definition.definitionId,
      businessKey,
      starterId,
      startUserName: starter.name,
      startTime: this.now(),
      status: 'RUNNING',
      endTime: null,
      steps: [],
    };
    this.instances.push(instance);
    this.openTask(instance, firstTask(definition).nodeId, undefined, starter, 'step');
    return instance.processInstanceId;
  }

  // --- the monitor's operations -------------------------------------------------------------

  suspend(caller: Caller, processInstanceId: number): void {
    const instance = this.instance(caller.scope, processInstanceId);
    if (instance.status !== 'RUNNING') throw notRunning(processInstanceId);
    instance.status = 'SUSPENDED';
  }

  resume(caller: Caller, processInstanceId: number): void {
    const instance = this.instance(caller.scope, processInstanceId);
    if (instance.status !== 'SUSPENDED') throw notSuspended(processInstanceId);
    instance.status = 'RUNNING';
  }

  /** Ends a running or suspended instance; its waiting tasks are withdrawn, the starter told. */
  terminate(caller: Caller, processInstanceId: number): void {
    const instance = this.instance(caller.scope, processInstanceId);
    if (instance.endTime) throw alreadyEnded(processInstanceId);
    const operator = this.actor(instance.tenantId, caller.userId);
    this.finish(instance, 'TERMINATED', operator);
  }

  /** Gives a waiting task to another user of the tenant (recorded as a Delegate step). */
  reassign(caller: Caller, taskId: number, targetUserId: number, comment?: string | null): void {
    const task = this.task(caller.scope, taskId);
    const instance = this.instanceOf(task);
    if (task.state !== 'PENDING' || instance.endTime)
      throw alreadyEnded(instance.processInstanceId);
    const target = this.requirePerson(task.tenantId, targetUserId);
    if (target.userId === task.assigneeId) throw sameUser();
    const operator = this.actor(task.tenantId, caller.userId);
    this.addStep(instance, task, {
      action: 'Delegate',
      actor: operator,
      comment: withTarget(comment ?? null, target),
      taskName: this.taskName(task),
      startTime: task.createTime,
    });
    task.state = 'CANCELLED';
    task.endTime = this.now();
    this.openTask(instance, task.nodeId, target.userId, operator, 'reassigned', {
      coSign: task.coSign,
    });
  }

  // --- building blocks of the actions (engine-actions.ts) ------------------------------------

  protected now(): string {
    return formatDateTime(this.deps.clock.now());
  }

  protected requirePerson(tenantId: number, userId: unknown): Person {
    const person =
      typeof userId === 'number' ? this.deps.people.person(tenantId, userId) : undefined;
    if (!person) throw noSuchUser(userId);
    return person;
  }

  /** The acting user as the history names them (an operator outside the tenant by their id). */
  protected actor(tenantId: number, userId: number): Person {
    return this.deps.people.person(tenantId, userId) ?? { userId, name: String(userId) };
  }

  protected requireRunning(instance: StoredInstance): void {
    if (instance.status !== 'RUNNING') throw notRunning(instance.processInstanceId);
  }

  protected addStep(instance: StoredInstance, task: StoredTask | undefined, input: StepInput) {
    const node = task ? nodeOf(this.definitionOf(instance), task.nodeId) : undefined;
    instance.steps.push({
      id: stepId(instance),
      action: input.action,
      taskName: input.taskName,
      assigneeName: input.actor.name,
      positionName: input.positionName ?? node?.positionName ?? '',
      unitName: input.unitName ?? node?.unitName ?? '',
      comment: input.comment,
      startTime: input.startTime,
      endTime: this.now(),
    });
  }

  /** Closes a pending task with the assignee's action. */
  protected close(task: StoredTask, action: StoredTask['action'], comment: string | null): void {
    task.state = 'DONE';
    task.action = action;
    task.comment = comment;
    task.endTime = this.now();
  }

  /**
   * A new pending task at `nodeId` for `assigneeId` (default: the node's assignee, the starter
   * for a starter step); its assignee is told why it is theirs.
   */
  protected openTask(
    instance: StoredInstance,
    nodeId: string,
    assigneeId: number | undefined,
    by: Person,
    reason: TaskReason,
    extra: Pick<StoredTask, 'coSign' | 'fromTaskId'> = {},
  ): StoredTask {
    const node = nodeOf(this.definitionOf(instance), nodeId);
    const who =
      assigneeId ?? (node.assignee?.type === 'user' ? node.assignee.userId : instance.starterId);
    const task: StoredTask = {
      taskId: this.nextTaskId++,
      processInstanceId: instance.processInstanceId,
      tenantId: instance.tenantId,
      nodeId,
      assigneeId: who,
      assigneeName: this.actor(instance.tenantId, who).name,
      createTime: this.now(),
      state: 'PENDING',
      action: null,
      comment: null,
      endTime: null,
      ...extra,
    };
    this.tasks.push(task);
    if (who !== by.userId) {
      this.tell(who, (lang) => taskNote(reason, this.about(instance, node.name, by), lang));
    }
    return task;
  }

  /** Copies a user on the task: a message, nothing moves. */
  protected copy(instance: StoredInstance, taskName: string, by: Person, target: Person): void {
    this.tell(target.userId, (lang) => copyNote(this.about(instance, taskName, by), lang));
  }

  /** Ends the instance; waiting tasks are withdrawn; the starter is told (unless they ended it). */
  protected finish(instance: StoredInstance, status: EndReason | 'REVOKED', by: Person): void {
    instance.status = status;
    instance.endTime = this.now();
    for (const task of this.pendingOf(instance)) {
      task.state = 'CANCELLED';
      task.endTime = instance.endTime;
    }
    if (status !== 'REVOKED' && instance.starterId !== by.userId) {
      const about = this.about(instance, '', by);
      this.tell(instance.starterId, (lang) => endNote(status, about, lang));
    }
  }

  private about(instance: StoredInstance, taskName: string, by: Person) {
    const definition = this.definitionOf(instance);
    return {
      processName: definition.name,
      businessKey: instance.businessKey,
      taskName,
      actorName: by.name,
    };
  }

  private tell(
    userId: number,
    note: (lang: 'zh_CN' | 'en_US') => { subject: string; content: string },
  ) {
    this.deps.messages.create(userId, {
      ...note(this.deps.people.languageOf(userId)),
      typeCode: 'MSG',
    });
  }
}

/** A comment with the chosen user after it (`→ name`), so the history says who. */
export function withTarget(comment: string | null, target: Person): string {
  return comment ? `${comment} → ${target.name}` : `→ ${target.name}`;
}
