/**
 * The same GET within a short window is sent once (spec section 7: about 1 second): callers
 * that ask while it is in flight share it, callers shortly after get its result. Bounded so a
 * long session does not grow it; failures are not kept.
 */
export interface RequestCache {
  run<T>(key: string, send: () => Promise<T>): Promise<T>;
  clear(): void;
  size(): number;
}

interface Entry {
  promise: Promise<unknown>;
  expiresAt: number;
}

export function createRequestCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): RequestCache {
  const entries = new Map<string, Entry>();
  const now = options.now ?? Date.now;

  function evictExpired(time: number): void {
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }

  return {
    run<T>(key: string, send: () => Promise<T>): Promise<T> {
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.promise as Promise<T>;
      evictExpired(time);
      while (entries.size >= options.maxEntries) {
        entries.delete(entries.keys().next().value as string); // oldest first (insertion order)
      }
      const promise = send();
      // Shared for as long as it is in flight; the window starts when the answer arrives, so a
      // slow call is never sent a second time.
      const entry: Entry = { promise, expiresAt: Infinity };
      entries.set(key, entry);
      promise.then(
        () => {
          if (entries.get(key) === entry) entry.expiresAt = now() + options.ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return promise;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

/** Spec section 7: the same GET within about a second is sent once. */
export const SHARED_GET_WINDOW_MS = 1_000;

/** A runtime's shared GETs (request/client.ts). */
export function createSharedGets(): RequestCache {
  return createRequestCache({ ttlMs: SHARED_GET_WINDOW_MS, maxEntries: 200 });
}
