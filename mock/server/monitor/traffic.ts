// The gateway's own call log for operators: every API call it answered (method after the
// override, path, status, how long it took, who and in which tenant), kept in two forms:
// - the write calls (POST, PUT, PATCH, DELETE) of a signed-in session, newest last, at most
//   MAX_OPERATIONS: the operation audit (`/hmnt/v1[/{tid}]/audit-op-logs`);
// - per API (method and path, numbers and ids in the path as `{id}`), the number of calls, the
//   failed ones, the slowest and the latest MAX_SAMPLES durations: the API monitor
//   (`/hmnt/v1/api-monitors`).
// Unlike `state.calls` (contract tests, off unless asked), this log is always on. A reset forgets it.

export const MAX_OPERATIONS = 5000;
export const MAX_SAMPLES = 1000;
/** Distinct APIs kept apart; calls of any further one count under `OTHER_API` (unknown paths). */
export const MAX_APIS = 1000;
export const OTHER_API = '(other)';

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Who made a call: the session's user, tenant, role and client. */
export interface Caller {
  userId: number;
  tenantId: number;
  roleId: number;
  clientName: string;
}

export interface ObservedCall {
  at: number;
  method: string;
  path: string;
  status: number;
  failed: boolean;
  durationMs: number;
  ip: string;
  caller?: Caller;
}

export interface OperationEntry extends ObservedCall {
  logId: number;
  caller: Caller;
}

export interface ApiStats {
  method: string;
  pattern: string;
  count: number;
  failedCount: number;
  totalMs: number;
  maxMs: number;
  lastAt: number;
  /** The latest MAX_SAMPLES durations, oldest first. */
  samples: number[];
}

const ID_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The API a path belongs to: numeric and UUID segments become `{id}`. */
export function apiPattern(path: string): string {
  return path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? '{id}' : segment))
    .join('/');
}

/** The service of a path: its first segment (`/hpfm/v1/…` → `hpfm`). */
export function serviceOf(path: string): string {
  return path.split('/')[1] ?? '';
}

/** The nearest-rank percentile (`p` in 0–100) of the durations; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Did the gateway answer a failure: an HTTP error, or HZERO's failed body on a 200. */
export function answeredFailure(status: number, body: unknown): boolean {
  if (status >= 400) return true;
  return typeof body === 'string' && body.startsWith('{"failed":true');
}

export class TrafficLog {
  private operations: OperationEntry[] = [];
  private readonly stats = new Map<string, ApiStats>();
  private nextLogId = 1;

  record(call: ObservedCall): void {
    let pattern = apiPattern(call.path);
    if (!this.stats.has(`${call.method} ${pattern}`) && this.stats.size >= MAX_APIS) {
      pattern = OTHER_API; // a caller making up paths cannot grow the log without end
    }
    const key = `${call.method} ${pattern}`;
    const stats = this.stats.get(key) ?? {
      method: call.method,
      pattern,
      count: 0,
      failedCount: 0,
      totalMs: 0,
      maxMs: 0,
      lastAt: 0,
      samples: [],
    };
    stats.count += 1;
    if (call.failed) stats.failedCount += 1;
    stats.totalMs += call.durationMs;
    stats.maxMs = Math.max(stats.maxMs, call.durationMs);
    stats.lastAt = Math.max(stats.lastAt, call.at);
    stats.samples.push(call.durationMs);
    if (stats.samples.length > MAX_SAMPLES) stats.samples.shift();
    this.stats.set(key, stats);
    if (call.caller && WRITE_METHODS.includes(call.method)) {
      this.operations.push({ ...call, caller: call.caller, logId: this.nextLogId++ });
      if (this.operations.length > MAX_OPERATIONS) this.operations.shift();
    }
  }

  /** The write calls kept, oldest first. */
  writes(): readonly OperationEntry[] {
    return this.operations;
  }

  apis(): ApiStats[] {
    return [...this.stats.values()];
  }

  reset(): void {
    this.operations = [];
    this.stats.clear();
    this.nextLogId = 1;
  }
}
