/**
 * File downloads (spec sections 7 and 8). `downloadByArrayBuffer` fetches the file with the
 * bearer token and saves it under the name the server gives (Content-Disposition), else the
 * `url` parameter of a direct-preview-url or download path, else the caller's fallback; a JSON
 * answer instead of a file is decoded and thrown as a RequestError. The hidden-form variant,
 * a browser navigation that carries the token as a field, lives in `hidden-form.ts`.
 */
import { getAccessToken } from '../session/tokens';
import { pageDocument, type DocumentLike } from './dom';
import { reportRequestError } from './client';
import { errorFromAnswer, isRequestError, RequestError } from './request-error';
import { createRequestId } from './request-id';
import { targetUrl } from './target-url';

export { describeHiddenForm, downloadByHiddenForm, renderHiddenForm } from './hidden-form';

export const UNKNOWN_FILE_NAME = 'cannot get fileName!';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `filename*=UTF-8''…` (RFC 5987) first, then `filename="…"` or a bare `filename=…`. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([^';"]*)'[^']*'([^;"]*)"?/i.exec(header);
  if (extended?.[2]) return decode(extended[2].trim());
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const value = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2] ?? '').trim();
  return value ? decode(value) : undefined;
}

/** The file named by the `url` query parameter of a direct-preview-url or download path. */
export function fileNameFromUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return undefined;
  }
  if (!/direct-preview-url|download/i.test(parsed.pathname)) return undefined;
  const fileUrl = parsed.searchParams.get('url');
  const last = fileUrl?.split(/[?#]/, 1)[0].split('/').pop();
  return last ? decode(last) : undefined;
}

export interface FileNameSource {
  contentDisposition?: string | null;
  url?: string;
  fallback?: string;
}

export function fileNameFromResponse({
  contentDisposition,
  url,
  fallback,
}: FileNameSource): string {
  const name = fileNameFromDisposition(contentDisposition) ?? fileNameFromUrl(url) ?? fallback;
  if (!name) throw new Error(UNKNOWN_FILE_NAME);
  return name;
}

/** Hands a downloaded file to the user. */
export type FileSaver = (blob: Blob, fileName: string) => void;

export interface ObjectUrls {
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

/** Saves through an object URL and a temporary `<a download>`; the URL is revoked shortly after. */
export function createAnchorSaver(
  doc: DocumentLike,
  urls: ObjectUrls = URL,
  revokeAfterMs = 1000,
): FileSaver {
  return (blob, fileName) => {
    const href = urls.createObjectURL(blob);
    clickDownloadLink(doc, href, fileName);
    setTimeout(() => urls.revokeObjectURL(href), revokeAfterMs);
  };
}

/**
 * Downloads an address through a temporary `<a download>` (`fileName` empty: the answer's own
 * name). The address must have passed the address check (a file's short-lived address, say).
 */
export function clickDownloadLink(doc: DocumentLike, href: string, fileName = ''): void {
  const anchor = doc.createElement('a');
  anchor.setAttribute('href', href);
  anchor.setAttribute('download', fileName);
  anchor.setAttribute('style', 'display:none');
  doc.body.appendChild(anchor);
  anchor.click?.();
  anchor.remove();
}

/** The page's anchor saver, or null outside a browser. */
export function defaultSaver(): FileSaver | null {
  const doc = pageDocument();
  return doc ? createAnchorSaver(doc) : null;
}

export interface ArrayBufferDownloadOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  /** JSON body (POST). */
  data?: unknown;
  fallbackName?: string;
  /** Where the file goes; null keeps it with the caller only. Default: `defaultSaver()`. */
  saver?: FileSaver | null;
  signal?: AbortSignal;
  /** No notification on failure (the caller shows its own outcome). */
  silent?: boolean;
}

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

function toFetchError(error: unknown): RequestError {
  const e = error as { name?: string; message?: string };
  return e?.name === 'AbortError'
    ? new RequestError('aborted', 'aborted')
    : new RequestError('network', e?.message ?? 'network error');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends the bearer token, request id and credentials; shared with the /wy flow. */
export function authorizedFetch(
  url: string,
  init: { method: string; data?: unknown; signal?: AbortSignal; scheme?: string },
): Promise<Response> {
  const token = getAccessToken();
  const headers: Record<string, string> = { 'H-Request-Id': createRequestId() };
  if (token) headers.Authorization = `${init.scheme ?? 'bearer'} ${token}`;
  // a FormData goes as multipart (the browser writes its boundary), anything else as JSON
  const form = typeof FormData !== 'undefined' && init.data instanceof FormData;
  if (init.data !== undefined && !form) headers['Content-Type'] = 'application/json;charset=UTF-8';
  return fetch(url, {
    method: init.method,
    headers,
    body: form
      ? (init.data as FormData)
      : init.data === undefined
        ? undefined
        : JSON.stringify(init.data),
    credentials: 'include',
    signal: init.signal,
  });
}

/** Downloads a file; a failure is reported like any request (notification, 401 sign-out). */
export async function downloadByArrayBuffer(
  url: string,
  options: ArrayBufferDownloadOptions = {},
): Promise<DownloadedFile> {
  try {
    return await fetchFile(url, options);
  } catch (error) {
    if (isRequestError(error)) reportRequestError(error, { silent: options.silent });
    throw error;
  }
}

async function fetchFile(
  url: string,
  options: ArrayBufferDownloadOptions,
): Promise<DownloadedFile> {
  const target = targetUrl(url, options.params);
  let response: Response;
  try {
    response = await authorizedFetch(target, {
      method: options.method ?? 'GET',
      data: options.data,
      signal: options.signal,
    });
  } catch (error) {
    throw toFetchError(error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (/json/i.test(type)) {
    throw errorFromAnswer(parseJson(await response.text()), response.status, response.statusText);
  }
  if (!response.ok) {
    throw errorFromAnswer(await response.text(), response.status, response.statusText);
  }
  const buffer = await response.arrayBuffer();
  const fileName = fileNameFromResponse({
    contentDisposition: response.headers.get('content-disposition'),
    url: target,
    fallback: options.fallbackName,
  });
  const blob = new Blob([buffer], { type: type || 'application/octet-stream' });
  const saver = options.saver === undefined ? defaultSaver() : options.saver;
  saver?.(blob, fileName);
  return { fileName, blob };
}
