/**
 * The thin bar at the top of the shell while modules load (spec section 4 "Micro-module
 * loading"): shown while any module is PENDING, kept complete for HIDE_LOADING_MS after the last
 * load ends (spec section 9: hide-loading 3000 ms), then gone.
 */
import type { ModuleLoadStatus } from './micro-host';

export const HIDE_LOADING_MS = 3000;

export function anyModulePending(modules: Record<string, ModuleLoadStatus>): boolean {
  return Object.values(modules).includes('PENDING');
}

export type LoadingBarPhase = 'hidden' | 'loading' | 'done';

/**
 * The bar's next phase: `loading` whenever a module is pending; after that `done` until the hide
 * delay has passed (`delayPassed`), then `hidden`. A bar that was hidden stays hidden.
 */
export function nextLoadingBarPhase(
  current: LoadingBarPhase,
  pending: boolean,
  delayPassed: boolean,
): LoadingBarPhase {
  if (pending) return 'loading';
  if (current === 'hidden' || delayPassed) return 'hidden';
  return 'done';
}
