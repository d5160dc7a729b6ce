// The actions a person takes on a task (spec section 4), as the workflow engine runs them. Each
// closes or keeps the task, appends a step to the approval history and makes the next task:
//
//   Approved           → the next node's task; after the last step the instance is APPROVED.
//                        A co-signer's approval goes back to who asked (AddSign) or on (ApproveAndAddSign).
//   Rejected           → the instance ends REJECTED (sending back is Jump's job).
//   AddSign            → a co-signer's task at the same step; it comes back when they approve.
//   ApproveAndAddSign  → approved, but a co-signer must approve before the instance moves on.
//   Delegate           → the same step becomes the chosen user's.
//   Jump               → back to a chosen earlier step, for its assignee (the starter at Submit).
//   CarbonCopy         → the chosen user is told; nothing moves.
//   Revoke             → the starter withdraws the instance (REVOKED).
//   Recall             → on a done task: the actor takes back their approval while the task it
//                        made has not been acted on; the step is theirs again.
import type { Texts } from '../../data/lov-types';
import type { TaskAction, TaskActionBody } from '../../../src/services/workflow/process-types';
import { APPROVAL_ACTIONS } from '../../../src/services/workflow/types';
import type { LanguageCode } from '../types';
import { EngineCore, withTarget, type Caller } from './engine';
import {
  actionNotOffered,
  fieldRequired,
  notAssignee,
  notEarlier,
  notStarter,
  RECALL_BLOCKED,
  recallRefused,
  sameUser,
  taskClosed,
  unknownAction,
} from './engine-failures';
import type { StoredTask } from './engine-model';
import { earlierTasks, nextNode, nodeOf } from './graph';
import type { Person } from './people';

/** What a co-signer's task offers (they approve or reject; they may pass it on or copy). */
const CO_SIGN: TaskAction[] = ['Approved', 'Rejected', 'Delegate', 'CarbonCopy'];
/** Actions that need a chosen user. */
const WITH_USER: TaskAction[] = ['Delegate', 'AddSign', 'ApproveAndAddSign', 'CarbonCopy'];
/** Actions that need a comment (the others take one when given). */
const WITH_COMMENT: TaskAction[] = ['Rejected', 'Jump', 'Revoke', 'Recall'];
/** Approvals a person may take back. */
const RECALLABLE: TaskAction[] = ['Approved', 'ApproveAndAddSign'];

const isAction = (value: unknown): value is TaskAction =>
  value !== 'AutoDelegate' && (APPROVAL_ACTIONS as readonly unknown[]).includes(value);

function cleanComment(comment: unknown): string | null {
  return typeof comment === 'string' && comment.trim() ? comment.trim() : null;
}

export class WorkflowEngine extends EngineCore {
  /** What a pending task offers now (none while its instance is suspended). */
  offered(task: StoredTask): TaskAction[] {
    const instance = this.instanceOf(task);
    if (task.state !== 'PENDING' || instance.status !== 'RUNNING') return [];
    if (task.coSign) return CO_SIGN;
    const node = nodeOf(this.definitionOf(instance), task.nodeId);
    const actions = node.actions ?? [];
    const hasEarlier = earlierTasks(this.definitionOf(instance), task.nodeId).length > 0;
    return actions.filter((action) => action !== 'Jump' || hasEarlier);
  }

  /** Why a done task may not be recalled now, or undefined when it may. */
  recallBlocked(task: StoredTask): Texts | undefined {
    if (task.state !== 'DONE' || !task.action || !RECALLABLE.includes(task.action)) {
      return RECALL_BLOCKED.notApproval;
    }
    const instance = this.instanceOf(task);
    if (instance.endTime) return RECALL_BLOCKED.ended;
    if (instance.status === 'SUSPENDED') return RECALL_BLOCKED.suspended;
    const pending = this.pendingOf(instance);
    const untouched = pending.every((one) => one.fromTaskId === task.taskId && !one.touched);
    return pending.length > 0 && untouched ? undefined : RECALL_BLOCKED.moved;
  }

  /** The caller's action on a task (Recall: on a task they completed). */
  act(caller: Caller, taskId: number, body: TaskActionBody): void {
    const task = this.task(caller.scope, taskId);
    const action: unknown = body.action;
    if (!isAction(action)) throw unknownAction(action);
    const taskName = this.taskName(task);
    if (task.assigneeId !== caller.userId) throw notAssignee(taskName);
    const comment = cleanComment(body.comment);
    if (WITH_COMMENT.includes(action) && !comment) throw fieldRequired('审批意见', 'Comment');
    if (action === 'Recall') return this.recall(task, comment);
    if (task.state !== 'PENDING') throw taskClosed(taskName);
    this.requireRunning(this.instanceOf(task));
    if (!this.offered(task).includes(action)) throw actionNotOffered(action, taskName);
    const target = WITH_USER.includes(action)
      ? this.chosenUser(task, body.targetUserId)
      : undefined;
    this.run(task, action, comment, target, body.targetNodeId);
  }

  private chosenUser(task: StoredTask, userId: unknown): Person {
    if (userId === undefined || userId === null || userId === '') {
      throw fieldRequired('处理人', 'User');
    }
    const person = this.requirePerson(task.tenantId, userId);
    if (person.userId === task.assigneeId) throw sameUser();
    return person;
  }

  private run(
    task: StoredTask,
    action: TaskAction,
    comment: string | null,
    target: Person | undefined,
    targetNodeId: unknown,
  ): void {
    const instance = this.instanceOf(task);
    const definition = this.definitionOf(instance);
    const actor = this.actor(task.tenantId, task.assigneeId);
    const taskName = this.taskName(task);
    const step = (recorded: TaskAction, text: string | null) =>
      this.addStep(instance, task, {
        action: recorded,
        actor,
        comment: text,
        taskName,
        startTime: task.createTime,
      });

    switch (action) {
      case 'CarbonCopy':
        step(action, withTarget(comment, target!));
        task.touched = true;
        this.copy(instance, taskName, actor, target!);
        return;
      case 'Revoke':
        if (instance.starterId !== actor.userId) throw notStarter();
        step(action, comment);
        this.close(task, action, comment);
        this.finish(instance, 'REVOKED', actor);
        return;
      case 'Rejected':
        step(action, comment);
        this.close(task, action, comment);
        this.finish(instance, 'REJECTED', actor);
        return;
      case 'Jump': {
        if (targetNodeId === undefined || targetNodeId === null || targetNodeId === '') {
          throw fieldRequired('退回节点', 'Step to send back to');
        }
        const back = earlierTasks(definition, task.nodeId).find((n) => n.nodeId === targetNodeId);
        if (!back) throw notEarlier(targetNodeId, taskName);
        step(action, comment ? `${comment} → ${back.name}` : `→ ${back.name}`);
        this.close(task, action, comment);
        this.openTask(instance, back.nodeId, undefined, actor, 'step', { fromTaskId: task.taskId });
        return;
      }
      case 'Delegate':
        step(action, withTarget(comment, target!));
        this.close(task, action, comment);
        this.openTask(instance, task.nodeId, target!.userId, actor, 'delegated', {
          coSign: task.coSign,
          fromTaskId: task.taskId,
        });
        return;
      case 'AddSign':
      case 'ApproveAndAddSign':
        step(action, withTarget(comment, target!));
        this.close(task, action, comment);
        this.openTask(instance, task.nodeId, target!.userId, actor, 'coSign', {
          coSign: { then: action === 'AddSign' ? 'return' : 'advance', returnTo: actor.userId },
          fromTaskId: task.taskId,
        });
        return;
      case 'Approved':
        step(action, comment);
        this.close(task, action, comment);
        if (task.coSign?.then === 'return') {
          this.openTask(instance, task.nodeId, task.coSign.returnTo, actor, 'step', {
            fromTaskId: task.taskId,
          });
          return;
        }
        this.advance(task, actor);
        return;
      default:
        throw actionNotOffered(action, taskName);
    }
  }

  /** After an approval: the next step's task, or the end (APPROVED). */
  private advance(task: StoredTask, actor: Person): void {
    const instance = this.instanceOf(task);
    const next = nextNode(this.definitionOf(instance), task.nodeId);
    if (next.kind === 'end') this.finish(instance, 'APPROVED', actor);
    else
      this.openTask(instance, next.nodeId, undefined, actor, 'step', { fromTaskId: task.taskId });
  }

  private recall(task: StoredTask, comment: string | null): void {
    const blocked = this.recallBlocked(task);
    if (blocked) throw recallRefused(blocked);
    const instance = this.instanceOf(task);
    const actor = this.actor(task.tenantId, task.assigneeId);
    for (const one of this.pendingOf(instance)) {
      one.state = 'CANCELLED';
      one.endTime = this.now();
    }
    this.addStep(instance, task, {
      action: 'Recall',
      actor,
      comment,
      taskName: this.taskName(task),
      startTime: task.endTime ?? task.createTime,
    });
    this.openTask(instance, task.nodeId, actor.userId, actor, 'recalled', { coSign: task.coSign });
  }

  /** A language's text of why a done task may not be recalled (null: it may). */
  recallReason(task: StoredTask, lang: LanguageCode): string | null {
    return this.recallBlocked(task)?.[lang] ?? null;
  }
}
