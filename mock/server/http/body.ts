// Request body reading: JSON and urlencoded forms are parsed, anything else is kept as text.
import type { IncomingMessage } from 'node:http';

/** The largest JSON or form body the gateway reads. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** The largest file upload (multipart body) the gateway reads: 64 MiB. */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

export type ParsedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: URLSearchParams }
  | { kind: 'text'; value: string };

export class BodyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code = 'error.body.invalid',
  ) {
    super(message);
  }
}

function tooLarge(limit: number): BodyError {
  const mib = Math.round((limit / 1024 / 1024) * 10) / 10;
  return new BodyError(
    `Request body too large: the gateway accepts at most ${mib} MiB here`,
    413,
    'error.body.too_large',
  );
}

/**
 * The whole body, at most `limit` bytes. A larger one is refused with a 413 BodyError: at once when
 * its Content-Length says so (Node discards the unread rest after the answer), else once it has
 * been read to its end (the rest is drained, not kept), so the client always gets the answer
 * rather than a connection reset in the middle of its upload.
 */
export async function readRawBody(
  req: IncomingMessage,
  limit: number = MAX_BODY_BYTES,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  if (size > limit) throw tooLarge(limit);
  return Buffer.concat(chunks);
}

export function parseBody(raw: Buffer, contentType: string | undefined): ParsedBody {
  if (raw.length === 0) return { kind: 'none' };
  const text = raw.toString('utf8');
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return { kind: 'json', value: JSON.parse(text) };
    } catch {
      throw new BodyError('Request body is not valid JSON', 400);
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: new URLSearchParams(text) };
  }
  return { kind: 'text', value: text };
}

/** The JSON object of a body, or an empty object when there is none. */
export function jsonObject(body: ParsedBody): Record<string, unknown> {
  if (body.kind === 'json' && body.value && typeof body.value === 'object') {
    return body.value as Record<string, unknown>;
  }
  if (body.kind === 'none') return {};
  throw new BodyError('Expected a JSON object body', 400);
}

/** Form fields of a urlencoded body (JSON objects of strings are accepted too). */
export function formFields(body: ParsedBody): URLSearchParams {
  if (body.kind === 'form') return body.value;
  if (body.kind === 'json' && body.value && typeof body.value === 'object') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body.value)) {
      if (typeof value === 'string') params.set(key, value);
    }
    return params;
  }
  return new URLSearchParams();
}
