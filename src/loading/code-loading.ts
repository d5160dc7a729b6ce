/**
 * Code that fails to load (offline, a lazy chunk missing after a deploy) must fail visibly and be
 * retried for real. Two things stand in the way:
 * - React caches a rejected `lazy()` import for good (`retryable-lazy.tsx` makes a fresh one);
 * - under qiankun, import-html-entry caches every script it fetched by URL, a failed fetch
 *   included, so asking for the same chunk URL again fails again without a request.
 * So after a failure, later chunk requests of this bundle carry `?retry=<n>`: a new address the
 * browser and every cache in between fetch afresh.
 */

/** webpack's runtime hook for the address of a chunk (`__webpack_require__.u`), assignable. */
declare let __webpack_get_script_filename__: ((chunkId: string | number) => string) | undefined;

const LOAD_ERROR_PATTERNS = [
  /loading (css )?chunk [^\s]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** A failed lazy import (webpack's `ChunkLoadError`, or the same said by another loader). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return LOAD_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * The event a failed chunk is announced with (spec section 8: "a chunk load error is emitted as
 * an event"), on `window`: the shell checks whether a deploy replaced the code (its update
 * prompt); `detail.address` is the chunk's address when known.
 */
export const CHUNK_LOAD_ERROR_EVENT = 'polaris:chunk-load-error';

export interface ChunkLoadErrorDetail {
  address?: string;
}

/** Announces a chunk that failed to load (see CHUNK_LOAD_ERROR_EVENT). */
export function announceChunkLoadError(
  address: string | undefined,
  target: EventTarget = window,
): void {
  const detail: ChunkLoadErrorDetail = { address };
  target.dispatchEvent(new CustomEvent(CHUNK_LOAD_ERROR_EVENT, { detail }));
}

/** The address webpack names in its ChunkLoadError (`request`), when there is one. */
export function chunkAddressOf(error: unknown): string | undefined {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' ? request : undefined;
}

/** The chunk address after `failures` failed loads of this bundle. */
export function chunkAddress(address: string, failures: number): string {
  if (failures === 0) return address;
  return `${address}${address.includes('?') ? '&' : '?'}retry=${failures}`;
}

// Bundle-lifetime, not session state: the loader caches these work around (webpack's, qiankun's
// import-html-entry) live as long as the bundle's code, across mounts, so the count must too.
// eslint-disable-next-line no-restricted-syntax
let failures = 0;
// eslint-disable-next-line no-restricted-syntax
let installed = false;

/** Called once per bundle at start: chunk addresses follow the failure count. */
export function installChunkRetry(): void {
  if (installed || typeof __webpack_get_script_filename__ !== 'function') return;
  installed = true;
  const original = __webpack_get_script_filename__;
  __webpack_get_script_filename__ = (chunkId) => chunkAddress(original(chunkId), failures);
}

/** A chunk failed: the next request for any chunk goes to a fresh address. */
export function noteChunkFailure(): void {
  failures += 1;
}

/** How long after the browser says "online" a retry waits (the network may need a moment). */
export const ONLINE_SETTLE_MS = 1000;

/**
 * Runs `retry` shortly after the browser comes back online; returns the function that stops
 * listening (and cancels a retry still waiting).
 */
export function whenBackOnline(retry: () => void, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const online = () => {
    clearTimeout(timer);
    timer = setTimeout(retry, ONLINE_SETTLE_MS);
  };
  win.addEventListener('online', online);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('online', online);
  };
}
