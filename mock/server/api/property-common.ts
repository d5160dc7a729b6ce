// What the property back office's endpoints (`/wy/api/:version/PROP/...`, issue 23) share. Its
// answers are envelopes (src/services/property/wire.ts): `{ success: true, result }`, or a
// failure `{ success: false, error: { message, code } }` in the caller's language with the HTTP
// status of the failure (400 bad input, 403 refused, 404 not there, 409 changed meanwhile). The
// `/wy` paths name no tenant: every store is read and written for the session's organisation.
import type { WyEnvelope, WyPage } from '../../../src/services/property/wire';
import { AdminFailure } from '../admin/failure';
import { listPage, type Row } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import { userRoute } from '../context';
import { json, type Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { answerLanguage } from './platform-common';

export const PROP = '/wy/api/:version/PROP';

export type PropertyHandler = (ctx: UserContext, lang: LanguageCode) => Reply | Promise<Reply>;

export function wyOk<T>(result: T, status = 200): Reply {
  const body: WyEnvelope<T> = { success: true, result };
  return json(body, status);
}

/** A page of rows (`page` zero-based, `size`, `sort=field,asc|desc`), in the envelope. */
export function wyPage<T extends Row>(
  rows: T[],
  query: URLSearchParams,
  byDefault: (a: T, b: T) => number,
): Reply {
  const page: WyPage<T> = listPage(rows, query, byDefault);
  return wyOk(page);
}

/** HTTP status of a failure: what the platform answers 200 with, the property office does not. */
function statusOf(failure: AdminFailure): number {
  if (failure.status !== 200) return failure.status;
  if (failure.code === 'error.record.not_found') return 404;
  if (failure.code === 'error.record.changed') return 409;
  return 400;
}

export function wyFailure(failure: AdminFailure, lang: LanguageCode): Reply {
  const body: WyEnvelope<null> = {
    success: false,
    result: null,
    error: { message: failure.texts[lang], code: statusOf(failure) },
  };
  return json(body, statusOf(failure));
}

/** A handler whose AdminFailure (stores, readers, permission checks) answers as an envelope. */
export function propertyHandler(handler: PropertyHandler): (ctx: UserContext) => Promise<Reply> {
  return async (ctx) => {
    const lang = answerLanguage(ctx);
    try {
      return await handler(ctx, lang);
    } catch (error) {
      if (error instanceof AdminFailure) return wyFailure(error, lang);
      throw error;
    }
  };
}

/** A signed-in route of the property office, `PROP` + `path`. */
export function propertyRoute(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  handler: PropertyHandler,
): ApiRoute {
  return userRoute(method, `${PROP}${path}`, propertyHandler(handler));
}
