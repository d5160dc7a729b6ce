/**
 * Every failure the request client raises is a RequestError with a `kind`, so callers and the
 * single error-mapping place (`error-messages.ts`) never inspect raw fetch errors.
 */
export type RequestErrorKind =
  | 'business' // HTTP 2xx with `failed: true`
  | 'http' // any other non-success status
  | 'unauthorized' // 401: the session has ended
  | 'network' // fetch rejected: offline, DNS, refused
  | 'timeout'
  | 'aborted';

export type NoticeType = 'info' | 'warn' | 'error';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly status?: number;
  /** Business errors: the server's notice style. */
  readonly noticeType: NoticeType;
  readonly code?: string;
  readonly body?: unknown;
  /**
   * What the server wrote for people (the `message` of a JSON answer), as opposed to `message`,
   * which may be a status text or an exception's and is for the console only.
   */
  readonly serverMessage?: string;

  constructor(
    kind: RequestErrorKind,
    message: string,
    extra: {
      status?: number;
      noticeType?: NoticeType;
      code?: string;
      body?: unknown;
      serverMessage?: string;
    } = {},
  ) {
    super(message);
    this.name = kind === 'http' && extra.status ? String(extra.status) : kind;
    this.kind = kind;
    this.status = extra.status;
    this.noticeType = extra.noticeType ?? 'error';
    this.code = extra.code;
    this.body = extra.body;
    this.serverMessage = extra.serverMessage;
  }
}

export interface FailedBody {
  failed: true;
  code?: string;
  message?: string;
  type?: NoticeType;
}

export function isFailedBody(body: unknown): body is FailedBody {
  return (
    typeof body === 'object' && body !== null && (body as { failed?: unknown }).failed === true
  );
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

/**
 * The error for a server's answer that is not what the caller wanted: a `failed: true` body is a
 * business failure (hzero-api.md "Envelopes"; spec section 8: the client treats a failed flag in
 * data as an error), whatever its status: it is the server telling people what went wrong, and a
 * gateway may send it with a 4xx or 5xx too (the status is kept). Any other status is an HTTP
 * error named by it (spec section 5), with the body's message when it has one; a 401 always ends
 * the session.
 */
export function errorFromAnswer(body: unknown, status: number, statusText = ''): RequestError {
  if (status !== 401 && isFailedBody(body)) {
    return new RequestError('business', body.message ?? '', {
      status,
      noticeType: body.type,
      code: body.code,
      body,
    });
  }
  const jsonMessage =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  const serverMessage = typeof jsonMessage === 'string' && jsonMessage ? jsonMessage : undefined;
  const message = serverMessage || (typeof body === 'string' && body) || statusText;
  return new RequestError(status === 401 ? 'unauthorized' : 'http', message, {
    status,
    body,
    serverMessage,
  });
}
