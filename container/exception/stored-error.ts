/**
 * What the 501 page shows of the error the request layer stored (spec section 8: "501: error
 * body stored, go to /exception/501"): the message, and the body as the server sent it, as text.
 * A body is whatever the server answered (an HTML page from a proxy included): the page prints it,
 * it never interprets it.
 */
import type { StoredError } from './error-model';

/** Enough to recognise the answer; a proxy's whole page is not. */
export const DETAIL_LIMIT = 4000;

export interface ShownError {
  message?: string;
  /** The body, readable: a string as it came, anything else as indented JSON. */
  detail?: string;
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body.trim() || undefined;
  try {
    return JSON.stringify(body, null, 2);
  } catch {
    return String(body);
  }
}

export function describeStoredError(error: StoredError | undefined): ShownError {
  if (!error) return {};
  const message = error.message.trim() || undefined;
  const text = bodyText(error.body);
  if (!text || text === message) return { message };
  const detail = text.length > DETAIL_LIMIT ? `${text.slice(0, DETAIL_LIMIT)}…` : text;
  return { message, detail };
}
