/**
 * What the app does for statuses the client cannot handle alone: a 501 stores its body and
 * shows /exception/501 (spec section 8). The shell registers its handler at start.
 */
import { currentRuntime } from '../runtime/current';

export interface StatusHandlers {
  notImplemented(body: unknown): void;
}

const defaults: StatusHandlers = {
  notImplemented: () => {
    if (typeof window !== 'undefined') window.location.assign('/exception/501');
  },
};

export function setStatusHandlers(next: Partial<StatusHandlers>): void {
  const runtime = currentRuntime();
  runtime.statusHandlers = { ...runtime.statusHandlers, ...next };
}

export function statusHandlers(): StatusHandlers {
  return { ...defaults, ...currentRuntime().statusHandlers };
}
