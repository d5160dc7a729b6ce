// Handlers return a Reply value instead of writing to the socket, so the gateway can add CORS and
// logging in one place and tests of single handlers stay trivial.
import type { FailedBody } from '../types';

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function text(body: string, status = 200, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body };
}

export function html(body: string, status = 200): Reply {
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    body,
  };
}

export function redirect(location: string, status = 302): Reply {
  return { status, headers: { Location: location, 'Cache-Control': 'no-store' } };
}

export function empty(status = 204): Reply {
  return { status };
}

/** HZERO business failure; HTTP 200 by HZERO convention unless a status is given. */
export function failed(code: string, message: string, status = 200): Reply {
  const body: FailedBody = { failed: true, code, message, type: 'error' };
  return json(body, status);
}

/** A fault body: JSON for anything but strings, text for strings, nothing for null/undefined. */
export function anyBody(status: number, body: unknown): Reply {
  if (body === undefined || body === null) return empty(status);
  if (typeof body === 'string') return text(body, status);
  return json(body, status);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}
