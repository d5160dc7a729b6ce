/**
 * What the model stores do with an effect that failed: a request failure has already been told
 * to the user by the request layer (or was asked for silently), and whoever dispatched the effect
 * gets the rejection; anything else is a fault, written to the console.
 */
import type { Action } from 'redux';
import { RequestError } from '../request/request-error';

export function reportModelError(error: unknown, action: Action<string>): void {
  if (error instanceof RequestError) return;
  console.error(`[model] ${action.type} failed:`, error);
}
