/**
 * The one HTTP client of the platform, on umi-request: adds the API host, bearer token and
 * request id; turns every failure into a RequestError; ends the session on 401; notifies the
 * user unless the caller asks for silence.
 */
import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import { getRuntimeConfig } from '../config/runtime';
import { endSession } from '../session/session-end';
import { getAccessToken } from '../session/tokens';
import { notifyRequestError } from './notify';
import { createRequestId } from './request-id';
import { isFailedBody, isRequestError, RequestError } from './request-error';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions extends Omit<RequestOptionsInit, 'getResponse'> {
  /** Do not show a notification for a failure (the caller shows its own outcome). */
  silent?: boolean;
}

type MenuIdProvider = () => string | number | undefined;
let menuIdProvider: MenuIdProvider = () => undefined;

/** The shell tells the client which menu the active tab belongs to (H-Menu-Id). */
export function setMenuIdProvider(provider: MenuIdProvider): void {
  menuIdProvider = provider;
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url);
}

function toRequestError(error: unknown): RequestError {
  if (isRequestError(error)) return error;
  const e = error as Partial<ResponseError> & { type?: string; name?: string; message?: string };
  if (e?.name === 'AbortError' || e?.type === 'Cancel')
    return new RequestError('aborted', 'aborted');
  if (e?.type === 'Timeout') return new RequestError('timeout', e.message ?? 'timeout');
  if (e?.response) {
    const status = e.response.status;
    const body = e.data as { message?: string; error_description?: string } | undefined;
    const message = body?.message ?? body?.error_description ?? e.response.statusText;
    return new RequestError(status === 401 ? 'unauthorized' : 'http', message, { status, body });
  }
  return new RequestError('network', e?.message ?? 'network error');
}

const client = extend({
  credentials: 'include',
  timeout: DEFAULT_TIMEOUT_MS,
  errorHandler(error) {
    throw toRequestError(error);
  },
});

client.interceptors.request.use(
  (url, options) => {
    const token = getAccessToken();
    const menuId = menuIdProvider();
    const headers: Record<string, string> = {
      'H-Request-Id': createRequestId(),
      ...(token ? { Authorization: `bearer ${token}` } : {}),
      ...(menuId !== undefined ? { 'H-Menu-Id': String(menuId) } : {}),
      ...(options.headers as Record<string, string> | undefined),
    };
    return {
      url: isAbsolute(url) ? url : `${getRuntimeConfig().apiHost}${url}`,
      options: { ...options, headers },
    };
  },
  { global: false },
);

// Business failures come back as HTTP 200 with `failed: true` (see hzero-api.md, "Envelopes").
client.use(
  async (ctx, next) => {
    await next();
    if (isFailedBody(ctx.res)) {
      throw new RequestError('business', ctx.res.message ?? '', {
        noticeType: ctx.res.type,
        code: ctx.res.code,
        body: ctx.res,
      });
    }
  },
  { global: false },
);

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { silent, ...init } = options;
  try {
    return (await client<T>(url, { ...init, getResponse: false })) as T;
  } catch (caught) {
    const error = toRequestError(caught);
    if (error.kind === 'unauthorized') void endSession();
    else if (!silent) notifyRequestError(error);
    throw error;
  }
}
