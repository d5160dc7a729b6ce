// Why the workflow engine refuses an action, in both answer languages (the route answers in the
// caller's): each names what is wrong, the field when one is missing or invalid.
import { t, type Texts } from '../../data/lov-types';
import { AdminFailure, invalid, notFound } from '../admin/failure';

const refused = (code: string, texts: Texts) => new AdminFailure(code, texts, 'warn');

export const taskNotFound = (taskId: number) =>
  notFound(`待办任务 ${taskId} 不存在或不可见`, `Task ${taskId} does not exist or is not visible`);

export const instanceNotFound = (id: number) =>
  notFound(
    `流程实例 ${id} 不存在或不可见`,
    `Process instance ${id} does not exist or is not visible`,
  );

export const notAssignee = (taskName: string) =>
  refused(
    'error.workflow.not_assigned',
    t(`任务“${taskName}”不是您的待办`, `The task "${taskName}" is not assigned to you`),
  );

export const taskClosed = (taskName: string) =>
  refused(
    'error.workflow.task_done',
    t(`任务“${taskName}”已处理，不能再次处理`, `The task "${taskName}" has already been handled`),
  );

export const notRunning = (id: number) =>
  refused(
    'error.workflow.not_running',
    t(
      `流程实例 ${id} 未在运行（已挂起或已结束）`,
      `Process instance ${id} is not running (suspended or ended)`,
    ),
  );

export const notSuspended = (id: number) =>
  refused(
    'error.workflow.not_suspended',
    t(`流程实例 ${id} 未挂起`, `Process instance ${id} is not suspended`),
  );

export const alreadyEnded = (id: number) =>
  refused(
    'error.workflow.ended',
    t(`流程实例 ${id} 已结束`, `Process instance ${id} has already ended`),
  );

export const actionNotOffered = (action: string, taskName: string) =>
  refused(
    'error.workflow.action_not_offered',
    t(`任务“${taskName}”不提供操作 ${action}`, `The task "${taskName}" does not offer ${action}`),
  );

export const fieldRequired = (zhField: string, enField: string) =>
  invalid(`${zhField}不能为空`, `${enField} is required`);

export const noSuchUser = (userId: unknown) =>
  invalid(
    `所选人员 ${String(userId)} 不是本租户的有效用户`,
    `The chosen user ${String(userId)} is not an enabled user of this organisation`,
  );

export const sameUser = () =>
  invalid('所选人员不能是任务当前的处理人', 'The chosen user already holds the task');

export const notEarlier = (nodeId: unknown, taskName: string) =>
  invalid(
    `退回的节点 ${String(nodeId)} 不在“${taskName}”之前`,
    `The step ${String(nodeId)} to send back to is not before "${taskName}"`,
  );

export const notStarter = () =>
  refused(
    'error.workflow.not_starter',
    t('只有流程发起人才能撤销流程', 'Only the person who started the process may revoke it'),
  );

export const unknownAction = (action: unknown) =>
  invalid(`未知的审批操作 ${String(action)}`, `Unknown approval action ${String(action)}`);

/** Why a done task may not be recalled (Done Tasks shows it beside the disabled Recall). */
export const RECALL_BLOCKED = {
  notApproval: t('只有同意可以收回', 'Only an approval can be recalled'),
  ended: t('流程已结束', 'The process has ended'),
  suspended: t('流程已挂起', 'The process is suspended'),
  moved: t('下一步已处理，不能收回', 'The next step has already been acted on'),
} satisfies Record<string, Texts>;

export const recallRefused = (reason: Texts) => refused('error.workflow.recall_refused', reason);
