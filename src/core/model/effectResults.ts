import type { Action } from 'redux';
import type { DispatchResult, ModelDispatch } from './types';

export type EffectStopReason = 'cancelled' | 'dropped';

/**
 * Rejects the dispatch promise of an effect that will never produce a result: its run was
 * cancelled (takeLatest, unmodel, destroy) or its action was dropped (takeLeading, throttle).
 * Every dispatch promise settles, so callers awaiting it (spinners, etc.) are never left hanging.
 */
export class EffectCancelledError extends Error {
  override readonly name = 'EffectCancelledError';

  constructor(
    readonly actionType: string,
    readonly reason: EffectStopReason,
  ) {
    super(`Effect "${actionType}" was ${reason} before it finished`);
  }
}

export function isEffectCancelled(error: unknown): error is EffectCancelledError {
  return error instanceof EffectCancelledError;
}

export interface PendingResult {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface EffectResults {
  /**
   * Copies `action`, so every dispatch is a distinct key even if a caller reuses an action
   * object, and creates the promise the copy's effect run will settle.
   */
  track<A extends Action<string>>(action: A): { action: A; result: Promise<unknown> };
  /** Takes the settle handles for an action; undefined if it was not tracked or already taken. */
  claim(action: Action<string>): PendingResult | undefined;
}

export function createEffectResults(): EffectResults {
  const pending = new WeakMap<object, PendingResult>();
  return {
    track(action) {
      const tracked = { ...action };
      const result = new Promise<unknown>((resolve, reject) => {
        pending.set(tracked, { resolve, reject });
      });
      // Failures are already reported through onError; mark the promise handled so a
      // fire-and-forget dispatch does not also raise an unhandled rejection. Awaiting callers
      // still receive the rejection.
      result.catch(() => undefined);
      return { action: tracked, result };
    },
    claim(action) {
      const handles = pending.get(action);
      pending.delete(action);
      return handles;
    },
  };
}

/**
 * Dispatches an action that an effect handles and returns the effect's result, typed as `R`
 * (unchecked, like a JSON response). Rejects if no effect handled the action, which catches typos
 * and calls after the model was removed.
 */
export function dispatchEffect<R = unknown>(
  dispatch: ModelDispatch,
  action: Action<string>,
): Promise<R> {
  const result: DispatchResult = dispatch(action);
  if (result instanceof Promise) return result as Promise<R>;
  return Promise.reject(new Error(`No effect handles "${action.type}" (is its model registered?)`));
}
