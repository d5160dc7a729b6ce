/**
 * One HTTP exchange with the gateway, nothing more: URL placeholders and API host, bearer token,
 * request id, menu id, PUT/DELETE/PATCH as POST with X-HTTP-Method-Override, our own timeout, and
 * every failure as a RequestError. Nothing here tells the user or ends the session: `client.ts`
 * does that once for every call; the few calls made while a session ends (the kick-off check)
 * use this directly, so the session end and the client do not depend on each other.
 */
import { extend, type ResponseError } from 'umi-request';
import { currentRuntime } from '../runtime/current';
import { getAccessToken } from '../session/tokens';
import { errorFromAnswer, isFailedBody, isRequestError, RequestError } from './request-error';
import { createRequestId } from './request-id';
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
  /**
   * A call made ahead of need, whose answer may be thrown away (the start-up's early menu): a
   * failure is only thrown, as a RequestError. Nobody is told, a 401 does not end the session
   * (the call that decides does), and the answer is never shared.
   */
  unreported?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const OVERRIDDEN_METHODS = new Set<HttpMethod>(['PUT', 'DELETE', 'PATCH']);

/** The shell tells the client which menu the active tab belongs to (H-Menu-Id). */
export function setMenuIdProvider(provider: () => string | number | undefined): void {
  currentRuntime().menuId = provider;
}

const http = extend({ credentials: 'include', getResponse: true });

export function toRequestError(error: unknown): RequestError {
  if (isRequestError(error)) return error;
  const e = error as Partial<ResponseError> & { type?: string; name?: string; message?: string };
  if (e?.name === 'AbortError' || e?.type === 'Cancel')
    return new RequestError('aborted', 'aborted');
  if (e?.response) return errorFromAnswer(e.data, e.response.status, e.response.statusText);
  return new RequestError('network', e?.message ?? 'network error');
}

/** The headers of a call as the client sends them (also for uploads made with XMLHttpRequest). */
export function headersFor(
  method: HttpMethod,
  options: RequestOptions,
  token: string | undefined,
): Record<string, string> {
  const menuId = currentRuntime().menuId();
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

export async function send<T>(
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

/** One call as `request` makes it, but unreported and never shared (see the file comment). */
export function sendUnreported<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
  return send<T>(targetUrl(url, options.params), method, options, getAccessToken()).catch(
    (caught: unknown) => {
      throw toRequestError(caught);
    },
  );
}
