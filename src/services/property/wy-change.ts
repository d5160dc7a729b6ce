/**
 * A change through the `/wy` flow (a save, a dispatch, a reply): as `wyCall`, and a refusal is
 * told to the user as the platform client tells one (the server's message), since a form that
 * stays open with what was typed shows no failure in place.
 */
import { reportRequestError } from '../../request/client';
import { RequestError } from '../../request/request-error';
import type { WyOptions } from '../../request/wy';
import { wyCall } from './wy-call';

export async function wyChange<T>(path: string, options: WyOptions): Promise<T> {
  try {
    return await wyCall<T>(path, options);
  } catch (error) {
    if (error instanceof RequestError) reportRequestError(error);
    throw error;
  }
}
