/**
 * Decides whether the current scope (tenant and role) may use a control (spec section 4
 * "Permission check on controls"). Answers are cached per scope; codes nobody has asked about yet
 * are collected and sent to the server in one batch after a short delay, so a page with twenty
 * permission-checked buttons costs one request.
 */
import type { ControllerType, PermissionCheckDto } from '../services/iam/types';

export type PermissionDecision =
  | { status: 'allowed' }
  | { status: 'denied'; controllerType: ControllerType };

export interface PermissionCheckerOptions {
  /** The batch check; resolves one row per code. */
  check(codes: string[]): Promise<PermissionCheckDto[]>;
  /** Identifies the scope the answers belong to; a new scope empties the cache. */
  scope(): string;
  /** Spec: unknown codes are resolved in one batch after 500 ms. */
  batchDelayMs?: number;
  schedule?(run: () => void, ms: number): () => void;
}

export interface PermissionChecker {
  /** The decision if the cache already holds it, without asking the server. */
  peek(codes: string[]): PermissionDecision | undefined;
  decide(codes: string[]): Promise<PermissionDecision>;
  /**
   * Codes the current scope is known to hold without asking (the codes of the user's menu
   * entries, which the shell has): pages guarded by them open at once.
   */
  grant(codes: readonly string[]): void;
  /** Forgets every answer and drops pending batches (their answers belong to the old scope). */
  clear(): void;
  /** Called after answers arrive or the cache is emptied; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const ALLOWED: PermissionDecision = { status: 'allowed' };
/** Unresolved codes (the check failed or skipped them) are not allowed. */
const UNRESOLVED: PermissionDecision = { status: 'denied', controllerType: 'disabled' };

interface Batch {
  codes: Set<string>;
  done: Promise<void>;
  cancel: () => void;
}

function defaultSchedule(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

export function createPermissionChecker(options: PermissionCheckerOptions): PermissionChecker {
  const delay = options.batchDelayMs ?? 500;
  const schedule = options.schedule ?? defaultSchedule;
  let scope = options.scope();
  let answers = new Map<string, PermissionCheckDto>();
  let batch: Batch | undefined;
  /** Codes whose request is out, with its settling: a control asking for one waits for it. */
  let inFlight = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  // Deferred: peek() may empty the cache while a component renders, and listeners set state.
  const notify = (): void => {
    void Promise.resolve().then(() => listeners.forEach((listener) => listener()));
  };

  const clear = (): void => {
    batch?.cancel();
    batch = undefined;
    answers = new Map();
    inFlight = new Map();
    notify();
  };

  const ensureScope = (): void => {
    const now = options.scope();
    if (now !== scope) {
      scope = now;
      clear();
    }
  };

  const fromCache = (codes: string[]): PermissionDecision | undefined => {
    if (codes.length === 0) return ALLOWED;
    if (codes.some((code) => answers.get(code)?.approve)) return ALLOWED;
    if (!codes.every((code) => answers.has(code))) return undefined;
    const first = answers.get(codes[0]);
    return { status: 'denied', controllerType: first?.controllerType ?? 'disabled' };
  };

  const enqueue = (codes: string[]): Promise<void> => {
    if (!batch) {
      const pending: Batch = { codes: new Set(), done: Promise.resolve(), cancel: () => {} };
      pending.done = new Promise<void>((resolve) => {
        let cancelled = false;
        const cancelTimer = schedule(() => {
          if (batch === pending) batch = undefined;
          // every code was granted meanwhile (the menu arrived): nothing left to ask
          if (pending.codes.size === 0) {
            resolve();
            return;
          }
          const owner = answers;
          const sent = inFlight;
          for (const code of pending.codes) sent.set(code, pending.done);
          options
            .check([...pending.codes])
            .then((rows) => {
              // A clear() while the request was out means these answers are for the old scope.
              if (cancelled || owner !== answers) return;
              for (const row of rows) if (pending.codes.has(row.code)) answers.set(row.code, row);
              // A code the server skipped is denied, not asked about again and again.
              for (const code of pending.codes) {
                if (!answers.has(code)) answers.set(code, { code, approve: false });
              }
              notify();
            })
            .catch(() => {}) // unresolved codes stay unknown: denied now, asked again next time
            .finally(() => {
              for (const code of pending.codes) {
                if (sent.get(code) === pending.done) sent.delete(code);
              }
              resolve();
            });
        }, delay);
        pending.cancel = () => {
          cancelled = true;
          cancelTimer();
          resolve();
        };
      });
      batch = pending;
    }
    for (const code of codes) batch.codes.add(code);
    return batch.done;
  };

  return {
    peek(codes) {
      ensureScope();
      return fromCache(codes);
    },
    async decide(codes) {
      ensureScope();
      const known = fromCache(codes);
      if (known) return known;
      // codes already asked in the request that is out wait for it; only new ones join a batch
      const unknown = codes.filter((code) => !answers.has(code));
      const fresh = unknown.filter((code) => !inFlight.has(code));
      await Promise.all([
        ...new Set(unknown.map((code) => inFlight.get(code)).filter(Boolean)),
        fresh.length > 0 ? enqueue(fresh) : undefined,
      ]);
      return fromCache(codes) ?? UNRESOLVED;
    },
    grant(codes) {
      ensureScope();
      const fresh = codes.filter((code) => !answers.get(code)?.approve);
      for (const code of fresh) answers.set(code, { code, approve: true });
      // a code granted while it waits for the batch is not asked: a page guard that asked before
      // the menu came must not send a request of its own, apart from its page's controls
      for (const code of fresh) batch?.codes.delete(code);
      if (fresh.length > 0) notify();
    },
    clear,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
