/**
 * What the Process Monitor (`/hwfl/monitor`) exchanges with the workflow service: the instances
 * that have not ended, where each waits, whose turn it is and since when; the operations on one
 * (suspend, resume, terminate with a reason, reassign its waiting task) and its diagram with the
 * waiting step. The site form holds every organisation's instances, the tenant form its own.
 */
import type { ProcessFlowDto, ProcessNodeDto } from './process-types';

export type MonitorStatus = 'RUNNING' | 'SUSPENDED';

export interface MonitorInstanceDto {
  processInstanceId: number;
  tenantId: number;
  tenantName: string;
  definitionId: number;
  processKey: string;
  processName: string;
  /** The version of its process the instance runs on. */
  version: number;
  businessKey: string;
  startUserName: string;
  startTime: string;
  processStatus: MonitorStatus;
  /** The step it waits at, whose turn it is and since when (null: none waits). */
  currentNodeId: string | null;
  currentTaskName: string | null;
  currentAssigneeName: string | null;
  waitingTaskId: number | null;
  waitingSince: string | null;
}

export interface MonitorQuery {
  processInstanceId?: number;
  processName?: string;
  businessKey?: string;
  currentAssigneeName?: string;
  processStatus?: MonitorStatus;
  /** Site form only. */
  tenantId?: number;
}

/** An instance's process as drawn: its version's graph and the step it waits at. */
export interface InstanceDiagramDto {
  definitionId: number;
  name: string;
  version: number;
  nodes: ProcessNodeDto[];
  flows: ProcessFlowDto[];
  currentNodeId: string | null;
}

export interface TerminateBody {
  /** Why (recorded in the instance's history). */
  reason: string;
}

export interface ReassignBody {
  /** A user of the instance's organisation (the `HIAM.USER` lookup). */
  targetUserId: number;
  comment?: string | null;
}
