/**
 * Debouncing for components (spec section 9: 200 ms). `useDebouncedValue(text)` follows a value
 * once it stops changing; `useDebouncedCallback(fn)` returns a function that runs `fn` with the
 * last arguments once calls stop. Both clear their timer on unmount, so nothing fires into an
 * unmounted component.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '../constants';

/**
 * `value` once it has stopped changing for `delay` ms. Values for which `immediate` is true come
 * through at once (e.g. a cleared search box should show its empty state without waiting).
 */
export function useDebouncedValue<T>(
  value: T,
  delay: number = DEBOUNCE_MS,
  immediate?: (value: T) => boolean,
): T {
  const [settled, setSettled] = useState(value);
  const now = immediate?.(value) ?? false;
  useEffect(() => {
    if (now) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, now]);
  return settled;
}

export interface DebouncedFunction<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
}

/**
 * A stable function that calls the latest `callback` with the last arguments once calls have
 * stopped for `delay` ms. The pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number = DEBOUNCE_MS,
): DebouncedFunction<A> {
  // The latest callback, so the returned function keeps its identity across renders.
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; args: A } | undefined>(undefined);

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const call = pending.current;
    cancel();
    if (call) latest.current(...call.args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = (...args: A): void => {
      cancel();
      pending.current = { timer: setTimeout(flush, delay), args };
    };
    return Object.assign(debounced, { cancel, flush });
  }, [cancel, flush, delay]);
}
