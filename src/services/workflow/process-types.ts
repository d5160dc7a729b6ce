/**
 * Shapes of the workflow service's processes (`/hwfl`), shared by the pages and the mock gateway:
 * process definitions (a small graph of steps, versioned and deployed per tenant), the business
 * documents that start them, running instances and the tasks people act on. The approval history
 * of an instance stays in `./types` (`ApprovalRecordDto`).
 *
 * A definition is a graph: one `start` node, `userTask` nodes that wait for a person, and one or
 * more `end` nodes, joined by `flows`. A user task names who acts on it (`assignee`): a user of the
 * tenant by id, or the person who started the instance. Which actions a task offers is its
 * `actions` list (the spec's section 4 kinds a person can take); recall and revoke also depend on
 * where the instance has moved since.
 */
import type { ApprovalAction, ProcessInstanceStatus } from './types';

export type ProcessNodeKind = 'start' | 'userTask' | 'end';

/** Who a user task waits for. */
export type ProcessAssigneeDto =
  | { type: 'user'; userId: number }
  /** The person who started the instance (a "resubmit" step after a send-back). */
  | { type: 'starter' };

/** The actions a person can take on a task (AutoDelegate is the engine's own, never offered). */
export type TaskAction = Exclude<ApprovalAction, 'AutoDelegate'>;

export interface ProcessNodeDto {
  /** Unique in its definition, e.g. `dept_review`. */
  nodeId: string;
  kind: ProcessNodeKind;
  name: string;
  /** User tasks only. */
  assignee?: ProcessAssigneeDto;
  /** Job title shown in the approval history ("positionName"); user tasks only. */
  positionName?: string;
  /** Unit shown in the approval history ("unitName"); user tasks only. */
  unitName?: string;
  /** What the task offers; user tasks only. */
  actions?: TaskAction[];
}

export interface ProcessFlowDto {
  from: string;
  to: string;
}

export type ProcessDefinitionStatus = 'DEPLOYED' | 'SUSPENDED';

/** One version of a process, as the tenant deployed it. */
export interface ProcessDefinitionDto {
  definitionId: number;
  tenantId: number;
  /** Stable across versions, e.g. `RENOVATION_BUDGET`. */
  processKey: string;
  name: string;
  category: string;
  version: number;
  status: ProcessDefinitionStatus;
  deployTime: string;
  description: string | null;
  nodes: ProcessNodeDto[];
  flows: ProcessFlowDto[];
}

/** A kind of business document and the process (by key) that approves it. */
export interface ProcessDocumentDto {
  documentId: number;
  tenantId: number;
  documentCode: string;
  documentName: string;
  processKey: string;
  /** Where the document is edited, e.g. `/wuye/repair-order` (a path of the product). */
  documentPath: string | null;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

/** An earlier step a Jump may send the instance back to. */
export interface JumpTargetDto {
  nodeId: string;
  name: string;
}

/**
 * A task of one person: pending (My Tasks) or one they acted on (Done Tasks). Pending rows carry
 * what the task offers now; done rows what was done and whether it may still be recalled.
 */
export interface ProcessTaskDto {
  taskId: number;
  tenantId: number;
  tenantName: string;
  processInstanceId: number;
  processName: string;
  processKey: string;
  businessKey: string;
  startUserName: string;
  /** When the instance started. */
  instanceStartTime: string;
  processStatus: ProcessInstanceStatus;
  nodeId: string;
  taskName: string;
  assigneeName: string;
  /** When the task became the assignee's. */
  createTime: string;
  /** A co-signer's task (added by AddSign or ApproveAndAddSign). */
  coSign: boolean;
  /** Pending: the actions it offers now (none once done). */
  actions: TaskAction[];
  /** Pending: the earlier steps a Jump may send the instance back to. */
  jumpTargets: JumpTargetDto[];
  /** Done: what the assignee did, with their comment and when. */
  action: TaskAction | null;
  comment: string | null;
  endTime: string | null;
  /** Done: whether Recall is allowed now; else why not, in the caller's language. */
  recallable: boolean;
  recallBlockedReason: string | null;
}

/** `POST …/process/task/{taskId}/action`: an action on a task, with the fields it needs. */
export interface TaskActionBody {
  action: TaskAction;
  comment?: string | null;
  /** Delegate, AddSign, ApproveAndAddSign, CarbonCopy: the chosen user of the tenant. */
  targetUserId?: number | null;
  /** Jump: the earlier step. */
  targetNodeId?: string | null;
}

/** Filters of My Tasks and Done Tasks. */
export interface ProcessTaskQuery {
  processName?: string;
  businessKey?: string;
}
