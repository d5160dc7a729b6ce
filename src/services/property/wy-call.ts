/**
 * Calls of the property pages through the `/wy` flow (request/wy.ts): `wyCall` resolves to the
 * envelope's `result` and throws a RequestError carrying the server's message otherwise, so the
 * kit shows a failure in place like any other; `wyEnvelope` hands the whole envelope back, for
 * the `__pms` calls whose outcome the page shows itself; `wyListEndpoint` is a kit list endpoint.
 */
import { reportRequestError } from '../../request/client';
import { RequestError } from '../../request/request-error';
import { wyRequest, type WyFailure, type WyOptions } from '../../request/wy';
import { cleanQuery } from '../../request/url';
import type { Page } from '../../request/paging';
import type { ListEndpoint } from '../list-endpoint';
import { wyPath, type WyEnvelope } from './wire';

type Answer<T> = WyEnvelope<T> | WyFailure | undefined;

function failureMessage<T>(answer: Answer<T>): string | undefined {
  if (!answer || answer.success !== false) return undefined;
  return 'message' in answer ? answer.message : (answer.error?.message ?? '');
}

/** The envelope of a `/wy` call; a failed call is an envelope with `success: false`. */
export async function wyEnvelope<T>(path: string, options?: WyOptions): Promise<WyEnvelope<T>> {
  const answer = await wyRequest<WyEnvelope<T>>(wyPath(path), options);
  const message = failureMessage(answer);
  if (message !== undefined) return { ...(answer as object), success: false, error: { message } };
  return answer ?? { success: true };
}

/** The `result` of a `/wy` call; a failure throws with the server's message for the user. */
export async function wyCall<T>(path: string, options?: WyOptions): Promise<T> {
  const answer = await wyRequest<WyEnvelope<T>>(wyPath(path), options);
  const message = failureMessage(answer);
  if (message !== undefined) {
    throw new RequestError('business', message, { serverMessage: message || undefined });
  }
  return (answer as WyEnvelope<T> | undefined)?.result as T;
}

/**
 * A change through `wyCall` whose refusal the user is told of (a notification with the server's
 * message, as the platform client tells of its calls' failures): a form's save, a row's action.
 * It still throws, so a dialog stays open with what was typed.
 */
export async function wyChange<T>(path: string, options?: WyOptions): Promise<T> {
  try {
    return await wyCall<T>(path, options);
  } catch (error) {
    if (error instanceof RequestError) reportRequestError(error);
    throw error;
  }
}

/** A paged list of the property back office, for the kit's list page. */
export function wyListEndpoint<T, Q extends object = object>(path: string): ListEndpoint<T, Q> {
  const fetch = (query?: Q & { page?: number; size?: number; sort?: string }) =>
    wyCall<Page<T>>(path, { params: cleanQuery({ ...(query ?? {}) }) });
  return Object.assign(fetch, { url: () => wyPath(path) });
}
