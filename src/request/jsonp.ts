/**
 * JSONP (spec sections 8 and 9): a script tag whose URL names a global callback. Resolves with
 * the payload the script passes to the callback; rejects with Error('JSONP request timed out')
 * after `timeoutMs` (default 5000 ms), or when the script fails to load. Whatever happens, the
 * script is removed, the callback deleted and the timer cleared.
 */
import { pageDocument, pageWindow, type CallbackHost, type DocumentLike } from './dom';

export const JSONP_TIMEOUT_MS = 5000;
export const JSONP_TIMEOUT_MESSAGE = 'JSONP request timed out';
export const JSONP_FAILED_MESSAGE = 'JSONP request failed';

export interface JsonpOptions {
  /** Query parameter that names the callback; default 'callback'. */
  callbackParam?: string;
  timeoutMs?: number;
  /** Defaults to the page's document and window. */
  document?: DocumentLike;
  window?: CallbackHost;
}

/** A global name no other call uses (the random part keeps two calls in one millisecond apart). */
function callbackName(): string {
  const random = new Uint32Array(2);
  globalThis.crypto.getRandomValues(random);
  return `__polarisJsonp${Date.now().toString(36)}_${random[0].toString(36)}${random[1].toString(36)}`;
}

export function withCallbackParam(url: string, param: string, name: string): string {
  const [beforeHash, hash] = url.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const query = `${encodeURIComponent(param)}=${encodeURIComponent(name)}`;
  return `${beforeHash}${separator}${query}${hash === undefined ? '' : `#${hash}`}`;
}

export function jsonp<T = unknown>(url: string, options: JsonpOptions = {}): Promise<T> {
  const doc = options.document ?? pageDocument();
  if (!doc) return Promise.reject(new Error('JSONP needs a document'));
  const host = options.window ?? pageWindow();
  const timeoutMs = options.timeoutMs ?? JSONP_TIMEOUT_MS;
  const name = callbackName();
  const script = doc.createElement('script');

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.remove();
      delete host[name];
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(JSONP_TIMEOUT_MESSAGE))),
      timeoutMs,
    );
    host[name] = (payload: T) => finish(() => resolve(payload));
    script.addEventListener('error', () => finish(() => reject(new Error(JSONP_FAILED_MESSAGE))));
    script.setAttribute('src', withCallbackParam(url, options.callbackParam ?? 'callback', name));
    script.setAttribute('async', '');
    (doc.head ?? doc.body).appendChild(script);
  });
}
