/**
 * The one HTTP client of the platform (spec section 7), on umi-request. It fills URL
 * placeholders, adds the API host, bearer token, request id and menu id, sends PUT/DELETE/PATCH
 * as POST with X-HTTP-Method-Override, drops empty query values, shares identical GETs within
 * one second, and turns every failure into a RequestError that `handleFailure` maps once.
 */
import { extend, type ResponseError } from 'umi-request';
import { endSession } from '../session/session-end';
import { getAccessToken } from '../session/tokens';
import { describeRequestError } from './error-messages';
import { notify } from './notify';
import { createRequestCache } from './request-cache';
import { errorFromAnswer, isFailedBody, isRequestError, RequestError } from './request-error';
import { createRequestId } from './request-id';
import { statusHandlers } from './status-handlers';
import { targetUrl } from './target-url';
import { rememberVerificationToken } from './verification-token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  method?: HttpMethod;
  /** Query values; undefined, null, '' and [] are dropped. */
  params?: Record<string, unknown>;
  /** JSON body, or a FormData sent as multipart. */
  data?: unknown;
  responseType?: 'json' | 'text' | 'blob' | 'arrayBuffer';
  headers?: Record<string, string>;
  /** Milliseconds; default DEFAULT_TIMEOUT_MS. */
  timeout?: number;
  signal?: AbortSignal;
  /** Do not show a notification for a failure (the caller shows its own outcome). */
  silent?: boolean;
  /** Always send, even if the same GET was answered less than a second ago (polling). */
  fresh?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const SHARED_GET_WINDOW_MS = 1_000;
const OVERRIDDEN_METHODS = new Set<HttpMethod>(['PUT', 'DELETE', 'PATCH']);

type MenuIdProvider = () => string | number | undefined;
let menuIdProvider: MenuIdProvider = () => undefined;

/** The shell tells the client which menu the active tab belongs to (H-Menu-Id). */
export function setMenuIdProvider(provider: MenuIdProvider): void {
  menuIdProvider = provider;
}

const sharedGets = createRequestCache({ ttlMs: SHARED_GET_WINDOW_MS, maxEntries: 200 });

/** Forget shared answers (a role or tenant switch changes what the same URL returns). */
export function clearRequestCache(): void {
  sharedGets.clear();
}

const http = extend({ credentials: 'include', getResponse: true });

function toRequestError(error: unknown): RequestError {
  if (isRequestError(error)) return error;
  const e = error as Partial<ResponseError> & { type?: string; name?: string; message?: string };
  if (e?.name === 'AbortError' || e?.type === 'Cancel')
    return new RequestError('aborted', 'aborted');
  if (e?.response) return errorFromAnswer(e.data, e.response.status, e.response.statusText);
  return new RequestError('network', e?.message ?? 'network error');
}

function headersFor(
  method: HttpMethod,
  options: RequestOptions,
  token: string | undefined,
): Record<string, string> {
  const menuId = menuIdProvider();
  return {
    'H-Request-Id': createRequestId(),
    ...(token ? { Authorization: `bearer ${token}` } : {}),
    ...(menuId !== undefined ? { 'H-Menu-Id': String(menuId) } : {}),
    ...(OVERRIDDEN_METHODS.has(method) ? { 'X-HTTP-Method-Override': method } : {}),
    ...options.headers,
  };
}

/**
 * Our own timeout (umi-request's leaves its timer running after the answer): abort the fetch,
 * clear the timer either way, and tell a timeout apart from the caller's own abort.
 */
async function withTimeout<T>(
  options: RequestOptions,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const ms = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut) throw new RequestError('timeout', `no answer within ${ms} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function send<T>(
  url: string,
  method: HttpMethod,
  options: RequestOptions,
  token: string | undefined,
): Promise<T> {
  const { data, response } = await withTimeout(options, (signal) =>
    http(url, {
      method: OVERRIDDEN_METHODS.has(method) ? 'POST' : method,
      headers: headersFor(method, options, token),
      data: options.data,
      responseType: options.responseType ?? 'json',
      signal,
    }),
  );
  rememberVerificationToken(response.headers);
  if (response.status === 204) return undefined as T;
  // Business failures come back as HTTP 200 with `failed: true` (hzero-api.md "Envelopes").
  if (isFailedBody(data)) throw errorFromAnswer(data, response.status);
  return data as T;
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

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  const target = targetUrl(url, options.params);
  const token = getAccessToken(); // read once: it parses the cookies
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
    reportRequestError(error, options);
    throw error;
  }
}
