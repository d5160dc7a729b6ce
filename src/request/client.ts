/**
 * The one HTTP client of the platform (spec section 7), on umi-request. It fills URL
 * placeholders, adds the API host, bearer token, request id and menu id, sends PUT/DELETE/PATCH
 * as POST with X-HTTP-Method-Override, drops empty query values, shares identical GETs within
 * one second, and turns every failure into a RequestError that `reportRequestError` maps once.
 * The exchange itself is `transport.ts`.
 */
import { currentRuntime } from '../runtime/current';
import { endSession } from '../session/session-end';
import { getAccessToken } from '../session/tokens';
import { describeRequestError } from './error-messages';
import { notify } from './notify';
import type { RequestError } from './request-error';
import { statusHandlers } from './status-handlers';
import { targetUrl } from './target-url';
import { send, toRequestError, type HttpMethod, type RequestOptions } from './transport';

export {
  DEFAULT_TIMEOUT_MS,
  setMenuIdProvider,
  type HttpMethod,
  type RequestOptions,
} from './transport';

/** Forget shared answers (a role or tenant switch changes what the same URL returns). */
export function clearRequestCache(): void {
  currentRuntime().sharedGets.clear();
}

function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  return typeof structuredClone === 'function'
    ? structuredClone(value)
    : (JSON.parse(JSON.stringify(value)) as T);
}

/**
 * The one place a failure becomes user-visible behaviour (spec section 8). Exported for the
 * calls that do not go through `request` (file downloads), so they behave the same.
 */
export function reportRequestError(error: RequestError, options: { silent?: boolean } = {}): void {
  if (error.kind === 'unauthorized') {
    void endSession();
    return;
  }
  if (error.status === 501) {
    statusHandlers().notImplemented(error.body);
    return;
  }
  if (error.status === 404 || options.silent) return; // 404 is the caller's to interpret
  const notice = describeRequestError(error);
  if (notice) notify(notice);
}

/**
 * For calls whose failure needs nothing more from the caller: `request` has already told the
 * user, and an unhandled rejection would only add noise (and an error in the console).
 */
export function ignoreReported(): void {}

/**
 * After a call was refused with `refused`: true when a newer token is in place, either brought
 * by a renewal another call started meanwhile, or by the session end this call starts now (the
 * user signed in again without leaving the page). False: the session has ended.
 */
async function renewedAfter(refused: string | undefined): Promise<boolean> {
  const current = getAccessToken();
  if (current && current !== refused) return true;
  return (await endSession()) === 'renewed';
}

export function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return attempt<T>(url, options, true);
}

async function attempt<T>(url: string, options: RequestOptions, mayRenew: boolean): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  const target = targetUrl(url, options.params);
  const token = getAccessToken(); // read once: it parses the cookies
  if (options.unreported) {
    try {
      return await send<T>(target, method, options, token);
    } catch (caught) {
      throw toRequestError(caught);
    }
  }
  const { sharedGets } = currentRuntime();
  const shared =
    method === 'GET' &&
    !options.fresh &&
    !options.signal &&
    (options.responseType ?? 'json') === 'json';
  try {
    if (method !== 'GET') {
      // A write may change what any GET answers: no answer from before it, or from while it
      // was on its way, is shared after it.
      sharedGets.clear();
      try {
        return await send<T>(target, method, options, token);
      } finally {
        sharedGets.clear();
      }
    }
    if (!shared) return await send<T>(target, method, options, token);
    const key = `${target} ${token ?? ''}`;
    return cloneJson(await sharedGets.run(key, () => send<T>(target, method, options, token)));
  } catch (caught) {
    const error = toRequestError(caught);
    if (error.kind !== 'unauthorized' || options.signal?.aborted) {
      reportRequestError(error, options);
      throw error;
    }
    // The session ended: the call is sent once more if the user signs in again in place (the
    // save they pressed lands), else it fails quietly while the page leaves.
    if (mayRenew && (await renewedAfter(token))) return attempt<T>(url, options, false);
    if (!mayRenew) void endSession();
    throw error;
  }
}
