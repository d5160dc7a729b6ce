/**
 * Response shapes of the workflow service (`/hwfl`): the approval history of a process instance
 * (hzero-api.md "approval history"; spec section 4). The shell's page, its texts and the mock
 * gateway all take the action kinds from here.
 */

/** Spec section 4 "Approval history actions", in the order the spec lists them. */
export const APPROVAL_ACTIONS = [
  'Approved',
  'Rejected',
  'AddSign',
  'ApproveAndAddSign',
  'Delegate',
  'Jump',
  'Recall',
  'Revoke',
  'AutoDelegate',
  'CarbonCopy',
] as const;

/** An action kind the spec names. */
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * Kinds the workflow service records beyond the spec's list: `Terminated`, an administrator ended
 * the instance in Process Monitor (the step's comment holds the reason).
 */
export const SERVICE_ACTIONS = ['Terminated'] as const;

/** Every kind a history step may carry that the product names. */
export type HistoryAction = ApprovalAction | (typeof SERVICE_ACTIONS)[number];

/** What a step's `action` may carry: a known kind, or one a newer server sends as it is. */
export type ApprovalActionDto = ApprovalAction | (string & {});

/** One step of the history; the running step has no action (null) and no endTime. */
export interface ApprovalRecordDto {
  id: number | string;
  action?: ApprovalActionDto | null;
  taskName?: string;
  assigneeName?: string;
  positionName?: string;
  unitName?: string;
  comment?: string | null;
  startTime?: string;
  endTime?: string | null;
}

/**
 * Where a process instance is: running (a task waits), suspended by the monitor, or ended —
 * approved (its last step approved), rejected, revoked by its starter, terminated by the monitor.
 */
export type ProcessInstanceStatus =
  | 'RUNNING'
  | 'SUSPENDED'
  | 'APPROVED'
  | 'REJECTED'
  | 'REVOKED'
  | 'TERMINATED';

/** One process instance of the organisation (the approval history page's list). */
export interface ProcessInstanceDto {
  processInstanceId: number;
  processName?: string;
  businessKey?: string;
  startUserName?: string;
  startTime?: string;
  /** Set once the process has finished (spec section 3 "process status"). */
  endTime?: string | null;
  suspended?: boolean;
  /** The step waiting for an approver, while the process runs. */
  currentTaskName?: string | null;
  tenantId?: number;
  /** The definition version it runs on (`ProcessDefinitionDto.definitionId`). */
  definitionId?: number;
  processKey?: string;
  processStatus?: ProcessInstanceStatus;
  /** The node the waiting task is at (`ProcessNodeDto.nodeId`), while one waits. */
  currentNodeId?: string | null;
  /** Who the waiting task is for, while one waits. */
  currentAssigneeName?: string | null;
}
