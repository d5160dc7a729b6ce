/**
 * A multipart upload with progress (spec section 7: "bodies JSON, or multipart for files"). fetch
 * cannot report upload progress, so this one call uses XMLHttpRequest, built like every other
 * call: the URL as `targetUrl` makes it, the headers of `headersFor` (bearer token in
 * Authorization, request id, menu id; never a token in the address), credentials included, and
 * every failure a RequestError reported once by `reportRequestError` (401 ends the session).
 */
import { getAccessToken } from '../session/tokens';
import { reportRequestError } from './client';
import { errorFromAnswer, isFailedBody, RequestError } from './request-error';
import { targetUrl } from './target-url';
import { headersFor } from './transport';
import { rememberVerificationToken } from './verification-token';

/** The part of XMLHttpRequest an upload uses (tests pass a fake). */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  getResponseHeader(name: string): string | null;
  withCredentials: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploadOptions {
  /** Query values (empty ones dropped). */
  params?: Record<string, unknown>;
  /** Bytes sent so far of the total (the whole multipart body). */
  onProgress?(loaded: number, total: number): void;
  /** Aborting cancels the upload: the promise rejects with an `aborted` RequestError. */
  signal?: AbortSignal;
  /** No notification on failure (the caller shows its own outcome). */
  silent?: boolean;
  /** Default: the browser's XMLHttpRequest. */
  createXhr?(): UploadXhr;
}

function parse(text: string, type: string | null): unknown {
  if (!/json/i.test(type ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The answer of a finished exchange: the body (text unless JSON), or the failure. */
function settle(xhr: UploadXhr): unknown {
  const body = parse(xhr.responseText, xhr.getResponseHeader('content-type'));
  if (xhr.status < 200 || xhr.status >= 300 || isFailedBody(body)) {
    throw errorFromAnswer(body, xhr.status, xhr.statusText);
  }
  return body;
}

function exchange(url: string, form: FormData, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new RequestError('aborted', 'aborted'));
      return;
    }
    const xhr = options.createXhr?.() ?? (new XMLHttpRequest() as unknown as UploadXhr);
    const cancel = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', cancel);
    xhr.open('POST', targetUrl(url, options.params));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor('POST', {}, getAccessToken()))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      const token = xhr.getResponseHeader('RequestVerificationToken');
      if (token) rememberVerificationToken(new Headers({ RequestVerificationToken: token }));
      try {
        resolve(settle(xhr));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      done();
      reject(new RequestError('network', 'network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new RequestError('aborted', 'aborted'));
    };
    options.signal?.addEventListener('abort', cancel);
    xhr.send(form);
  });
}

/** POSTs `form` as multipart; resolves with the answer (text, or parsed JSON). */
export async function uploadForm(
  url: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  try {
    return await exchange(url, form, options);
  } catch (error) {
    const failure =
      error instanceof RequestError ? error : new RequestError('network', String(error));
    reportRequestError(failure, { silent: options.silent });
    throw failure;
  }
}
