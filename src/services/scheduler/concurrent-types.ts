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

/** A parameter's name: a letter, then letters, digits or `_`. */
export const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** What a value of a NUMBER or DATE parameter must look like (the gateway's rule). */
export const PARAMETER_PATTERNS: Partial<Record<ParameterType, RegExp>> = {
  NUMBER: /^-?\d+(\.\d+)?$/,
  DATE: /^\d{4}-\d{2}-\d{2}$/,
};

/** One parameter a program takes. */
export interface ProgramParameter {
  name: string;
  type: ParameterType;
  required: boolean;
  /** Offered when a request is submitted, and used when none is given. */
  defaultValue?: string;
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

/** A program's code: capital letters, digits, `_` and `.` (unique on the platform). */
export const PROGRAM_CODE = /^[A-Z][A-Z0-9_.]*$/;

/**
 * `POST /hsdr/v1/concurrents` defines a program (no concurrentId); `PUT` changes one (its id and
 * current `objectVersionNumber`; the code stays). A name saved is its name in every language.
 */
export interface ProgramSave {
  concurrentId?: number;
  objectVersionNumber?: number;
  concurrentCode?: string;
  concurrentName: string;
  executable: string;
  parameters: ProgramParameter[];
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
