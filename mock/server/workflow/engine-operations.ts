// The workflow engine's operations besides a person's action on their task: starting an
// instance, and the Process Monitor's suspend, resume, terminate and reassign (mock/README.md
// "Workflow engine"). The actions come on top, in engine-actions.ts.
import { EngineCore, withTarget, type Caller } from './engine';
import { alreadyEnded, notRunning, notSuspended, sameUser } from './engine-failures';
import type { StoredInstance } from './engine-model';
import { firstTask } from './graph';

export class EngineOperations extends EngineCore {
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
}
