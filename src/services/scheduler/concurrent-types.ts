/**
 * Concurrent programs and their requests (`/hsdr`): a program is something a user may run once
 * with parameters; a request is one such run, at tenant level
 * (`/hsdr/v1/{organizationId}/concurrent-requests`). Statuses are the spec's job and run statuses
 * (section 3): PENDING → RUNNING → SUCCESS or FAILED; a cancelled request is UNEXECUTE (it had not
 * started) or FAILED (it was running). Dates are `YYYY-MM-DD HH:mm:ss`.
 */
import type { PagedQuery } from '../platform/types';

export const REQUEST_STATUSES = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED', 'UNEXECUTE'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The statuses a request may still be cancelled in (and that move on by themselves). */
export const ACTIVE_REQUEST_STATUSES: readonly string[] = ['PENDING', 'RUNNING'];

export const PARAMETER_TYPES = ['STRING', 'NUMBER', 'DATE'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** One parameter a program takes. */
export interface ProgramParameter {
  name: string;
  type: ParameterType;
  required: boolean;
}

/** One concurrent program (`GET /hsdr/v1/{organizationId}/concurrents`). */
export interface ConcurrentProgramDto {
  concurrentId: number;
  concurrentCode: string;
  /** In the caller's language. */
  concurrentName: string;
  executable: string;
  parameters: ProgramParameter[];
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

/** `PUT /hsdr/v1/concurrents` (site roles): a program enabled or disabled. */
export interface ProgramEnable {
  concurrentId: number;
  objectVersionNumber: number;
  enabledFlag: 0 | 1;
}

export interface ConcurrentQuery extends PagedQuery {
  enabledFlag?: 0 | 1;
}

/** One request (`GET /hsdr/v1/{organizationId}/concurrent-requests`). */
export interface ConcurrentRequestDto {
  requestId: number;
  concurrentId: number;
  concurrentCode: string;
  concurrentName: string;
  /** The parameters given, by name. */
  requestParam: Record<string, string>;
  status: RequestStatus;
  submittedBy: string;
  submitTime: string;
  startTime: string | null;
  endTime: string | null;
  /** What the run wrote so far: plain text. */
  log: string;
}

export interface ConcurrentRequestQuery extends PagedQuery {
  /** The program's code, contains. */
  concurrentCode?: string;
  status?: RequestStatus;
  /** Submitted on or after (`YYYY-MM-DD`). */
  submitDateFrom?: string;
  /** Submitted on or before (`YYYY-MM-DD`). */
  submitDateTo?: string;
}

/** `POST /hsdr/v1/{organizationId}/concurrent-requests`. */
export interface RequestSubmit {
  concurrentId: number;
  requestParam: Record<string, string>;
}
