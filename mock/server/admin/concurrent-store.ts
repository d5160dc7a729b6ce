// Concurrent programs (site-wide seed, mock/data/concurrents.ts) and each organisation's requests.
// A request's status follows the gateway clock, read when asked (no timers): PENDING for
// PENDING_MS after it is submitted, RUNNING for its program's run time, then its outcome.
// Cancelling stops a PENDING one (UNEXECUTE) or a RUNNING one (FAILED); a finished one refuses.
import { seedPrograms, seedRequests, type SeedProgram } from '../../data/concurrents';
import { t } from '../../data/lov-types';
import type {
  ProgramParameter,
  RequestStatus,
} from '../../../src/services/scheduler/concurrent-types';
import type { Clock } from '../clock';
import { formatDateTime } from '../work/dates';
import { AdminFailure, checkVersion, invalid, notFound } from './failure';

export const PENDING_MS = 2000;

/** How long a run of a program defined on the page takes. */
export const NEW_PROGRAM_RUN_SECONDS = 3;

/** A program as defined or changed on the page (checked by the route). */
export interface ProgramInput {
  concurrentName: string;
  executable: string;
  parameters: ProgramParameter[];
  enabledFlag: 0 | 1;
}

export interface StoredProgram extends SeedProgram {
  objectVersionNumber: number;
}

export interface StoredRequest {
  requestId: number;
  tenantId: number;
  program: StoredProgram;
  requestParam: Record<string, string>;
  submittedBy: string;
  submitTime: number;
  outcome: 'SUCCESS' | 'FAILED';
  cancelled?: { at: number; by: string };
}

/** When a request starts and ends (null: not yet). */
export function timesOf(request: StoredRequest, now: number) {
  const start = request.submitTime + PENDING_MS;
  const end = start + request.program.runSeconds * 1000;
  const stop = request.cancelled ? Math.min(request.cancelled.at, now) : now;
  return { start: stop >= start ? start : null, end: stop >= end ? end : null };
}

/** The status of a request at `now`. */
export function statusAt(request: StoredRequest, now: number): RequestStatus {
  const { start, end } = timesOf(request, now);
  if (request.cancelled && end === null) return start === null ? 'UNEXECUTE' : 'FAILED';
  if (start === null) return 'PENDING';
  return end === null ? 'RUNNING' : request.outcome;
}

/** The request's log at `now`: plain text, one line per event. */
export function logAt(request: StoredRequest, now: number): string {
  const { start, end } = timesOf(request, now);
  const params = Object.entries(request.requestParam)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  const lines = [
    `${formatDateTime(request.submitTime)} submitted by ${request.submittedBy}: ${request.program.concurrentCode}(${params})`,
  ];
  if (start !== null) lines.push(`${formatDateTime(start)} running ${request.program.executable}`);
  if (end !== null) {
    lines.push(
      request.outcome === 'SUCCESS'
        ? `${formatDateTime(end)} finished: SUCCESS`
        : `${formatDateTime(end)} finished: FAILED (no rows matched the parameters)`,
    );
  } else if (request.cancelled) {
    lines.push(`${formatDateTime(request.cancelled.at)} cancelled by ${request.cancelled.by}`);
  }
  return lines.join('\n');
}

export class ConcurrentStore {
  private stored: StoredProgram[] = [];
  private requests: StoredRequest[] = [];
  private nextId = new Map<number, number>();

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const now = this.clock.now();
    this.nextId.clear();
    this.stored = seedPrograms.map((seed) => ({
      ...seed,
      parameters: seed.parameters.map((parameter) => ({ ...parameter })),
      objectVersionNumber: 1,
    }));
    this.requests = seedRequests.map((seed) => ({
      requestId: this.newId(seed.tenantId),
      tenantId: seed.tenantId,
      program: this.program(seed.concurrentId),
      requestParam: { ...seed.requestParam },
      submittedBy: seed.submittedBy,
      submitTime: now - seed.minutesAgo * 60_000,
      outcome: seed.outcome,
    }));
  }

  programs(): readonly StoredProgram[] {
    return this.stored;
  }

  /** Defines a platform program; its code is unique among the platform's. */
  create(concurrentCode: string, input: ProgramInput): StoredProgram {
    if (this.stored.some((one) => one.concurrentCode === concurrentCode)) {
      throw new AdminFailure(
        'error.concurrent.code_exists',
        t(
          `并发程序 ${concurrentCode} 已存在`,
          `Concurrent program ${concurrentCode} already exists`,
        ),
      );
    }
    const program: StoredProgram = {
      concurrentId: Math.max(0, ...this.stored.map((one) => one.concurrentId)) + 1,
      concurrentCode,
      concurrentName: t(input.concurrentName, input.concurrentName),
      executable: input.executable,
      parameters: input.parameters,
      enabledFlag: input.enabledFlag,
      runSeconds: NEW_PROGRAM_RUN_SECONDS,
      objectVersionNumber: 1,
    };
    this.stored.push(program);
    return program;
  }

  /**
   * Changes a program (what `change` holds: the enabled flag alone, or the whole definition);
   * its requests already made run on as they were submitted.
   */
  update(
    concurrentId: number,
    objectVersionNumber: number,
    change: Partial<ProgramInput>,
  ): StoredProgram {
    const program = this.stored.find((one) => one.concurrentId === concurrentId);
    if (!program)
      throw notFound(`并发程序 ${concurrentId} 不存在`, `No concurrent program ${concurrentId}`);
    checkVersion(program, objectVersionNumber);
    if (change.concurrentName !== undefined) {
      program.concurrentName = t(change.concurrentName, change.concurrentName);
    }
    if (change.executable !== undefined) program.executable = change.executable;
    if (change.parameters !== undefined) program.parameters = change.parameters;
    if (change.enabledFlag !== undefined) program.enabledFlag = change.enabledFlag;
    program.objectVersionNumber += 1;
    return program;
  }

  list(tenantId: number): StoredRequest[] {
    return this.requests.filter((request) => request.tenantId === tenantId);
  }

  submit(
    tenantId: number,
    concurrentId: number,
    requestParam: Record<string, string>,
    submittedBy: string,
  ): StoredRequest {
    const program = this.stored.find((one) => one.concurrentId === concurrentId);
    if (!program)
      throw invalid(`并发程序 ${concurrentId} 不存在`, `No concurrent program ${concurrentId}`);
    if (!program.enabledFlag) {
      throw invalid(
        `并发程序 ${program.concurrentCode} 已禁用`,
        `Concurrent program ${program.concurrentCode} is disabled`,
      );
    }
    const given: Record<string, string> = {};
    for (const parameter of program.parameters) {
      const value = (requestParam[parameter.name] ?? '').trim() || (parameter.defaultValue ?? '');
      if (!value && parameter.required) {
        throw invalid(`参数 ${parameter.name} 必填`, `Parameter ${parameter.name} is required`);
      }
      if (value && parameter.type === 'NUMBER' && !/^-?\d+(\.\d+)?$/.test(value)) {
        throw invalid(
          `参数 ${parameter.name} 必须是数字`,
          `Parameter ${parameter.name} must be a number`,
        );
      }
      if (value && parameter.type === 'DATE' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        throw invalid(
          `参数 ${parameter.name} 必须是 YYYY-MM-DD 格式的日期`,
          `Parameter ${parameter.name} must be a date as YYYY-MM-DD`,
        );
      }
      if (value) given[parameter.name] = value;
    }
    const request: StoredRequest = {
      requestId: this.newId(tenantId),
      tenantId,
      program,
      requestParam: given,
      submittedBy,
      submitTime: this.clock.now(),
      outcome: 'SUCCESS',
    };
    this.requests.push(request);
    return request;
  }

  cancel(tenantId: number, requestId: number, by: string): StoredRequest {
    const request = this.list(tenantId).find((one) => one.requestId === requestId);
    if (!request) throw notFound(`请求 ${requestId} 不存在`, `No request ${requestId}`);
    const status = statusAt(request, this.clock.now());
    if (status !== 'PENDING' && status !== 'RUNNING') {
      throw new AdminFailure(
        'error.concurrent.request_finished',
        t(
          `请求 ${requestId} 已结束（${status}），不能取消`,
          `Request ${requestId} has finished (${status}) and cannot be cancelled`,
        ),
        'warn',
      );
    }
    request.cancelled = { at: this.clock.now(), by };
    return request;
  }

  private program(concurrentId: number): StoredProgram {
    const program = this.stored.find((one) => one.concurrentId === concurrentId);
    if (!program) throw new Error(`Request seed names an unknown program ${concurrentId}`);
    return program;
  }

  private newId(tenantId: number): number {
    const next = (this.nextId.get(tenantId) ?? 0) + 1;
    this.nextId.set(tenantId, next);
    return tenantId * 1000 + next;
  }
}
