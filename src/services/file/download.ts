/**
 * Call table: `GET|POST {file}/v1/[{orgId}/]files/download` (spec sections 3, 7 and 8) in both of
 * the spec's ways:
 * - `downloadStoredFile`: an array-buffer request with the bearer token in Authorization; the name
 *   from Content-Disposition (else the caller's fallback, else 'cannot get fileName!'); a JSON
 *   answer instead of the file is decoded and thrown;
 * - `downloadStoredFileByForm`: a hidden form POSTed into a hidden frame (a browser navigation, so
 *   the token travels as a form field in the body, never in an address). A file answer leaves the
 *   frame alone; a JSON answer loads into it and is decoded and reported like any failure.
 */
import { reportRequestError } from '../../request/client';
import { pageDocument } from '../../request/dom';
import {
  downloadByArrayBuffer,
  downloadByHiddenForm,
  type DownloadedFile,
  type FileSaver,
} from '../../request/download';
import { DOWNLOAD_FRAME_NAME } from '../../request/hidden-form';
import { errorFromAnswer, isFailedBody, type RequestError } from '../../request/request-error';
import { v1, type TenantScope } from '../shared';
import type { FileDownloadQuery } from './types';

export interface DownloadFileOptions {
  scope?: TenantScope;
  /** Name to save under when the answer names none. */
  fallbackName?: string;
  /** Where the file goes; null keeps it with the caller (a preview). Default: saved by the browser. */
  saver?: FileSaver | null;
  signal?: AbortSignal;
  silent?: boolean;
}

function downloadParams(query: FileDownloadQuery) {
  return {
    bucketName: query.bucketName,
    storageCode: query.storageCode,
    directory: query.directory,
    url: query.url,
  };
}

export function downloadStoredFile(
  query: FileDownloadQuery,
  { scope = 'auto', ...options }: DownloadFileOptions = {},
): Promise<DownloadedFile> {
  return downloadByArrayBuffer(v1('file', scope, 'files/download'), {
    method: 'GET',
    params: downloadParams(query),
    ...options,
  });
}

/** What a frame's document shows as text (a JSON answer is shown as a plain text document). */
function frameText(frame: HTMLIFrameElement): string | undefined {
  try {
    return frame.contentDocument?.body?.textContent ?? undefined;
  } catch {
    return undefined; // another origin's document: nothing to read
  }
}

/** The failure a JSON answer in the frame holds (`failed: true`), else undefined. */
export function failureOfFrameText(text: string | undefined): RequestError | undefined {
  if (!text?.trim().startsWith('{')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return isFailedBody(body) ? errorFromAnswer(body, 200) : undefined;
}

export interface FormDownloadOptions {
  scope?: TenantScope;
  /** Told when the gateway answered with a failure instead of the file. */
  onFailure?(error: RequestError): void;
  /** How long to listen for a failure answer; default 60 s. */
  watchMs?: number;
}

/** Starts the download; gives a function that stops listening for a failure answer. */
export function downloadStoredFileByForm(
  query: FileDownloadQuery,
  { scope = 'auto', onFailure, watchMs = 60_000 }: FormDownloadOptions = {},
): () => void {
  downloadByHiddenForm(v1('file', scope, 'files/download'), {
    method: 'POST',
    params: downloadParams(query),
  });
  const frame = pageDocument()?.getElementById(DOWNLOAD_FRAME_NAME) as HTMLIFrameElement | null;
  if (!frame || typeof frame.removeEventListener !== 'function') return () => undefined;
  const stop = () => {
    clearTimeout(timer);
    frame.removeEventListener('load', loaded);
  };
  const loaded = () => {
    stop();
    const error = failureOfFrameText(frameText(frame));
    if (!error) return;
    reportRequestError(error);
    onFailure?.(error);
  };
  const timer = setTimeout(stop, watchMs);
  frame.addEventListener('load', loaded);
  return stop;
}
