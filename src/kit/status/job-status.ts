/**
 * Job and run statuses (spec section 3), as the scheduler and import services send them. Both
 * the one-letter set (S, F, P) and the word set; `RUNING` is the server's own spelling and means
 * running. Codes are read case-insensitively; an unknown code has no status (show the code).
 */
import { view, type StatusView } from './status-view';

const key = (name: string) => `hzero.common.kit.job.${name}`;

export const JOB_STATUSES: Readonly<Record<string, StatusView>> = {
  S: view(key('success'), 'success'),
  F: view(key('failed'), 'error'),
  P: view(key('processing'), 'processing'),
  RUNING: view(key('running'), 'processing'),
  RUNNING: view(key('running'), 'processing'),
  PENDING: view(key('pending'), 'warning'),
  // the scheduler's job states besides the spec's list: paused by a user, and in service
  PAUSE: view(key('paused'), 'warning'),
  NORMAL: view(key('running'), 'processing'),
  COMPLETE: view(key('complete'), 'success'),
  ERROR: view(key('error'), 'error'),
  NEW: view(key('new'), 'default'),
  PART: view(key('part'), 'warning'),
  SUCCESS: view(key('success'), 'success'),
  UNEXECUTE: view(key('unexecuted'), 'default'),
  FAILED: view(key('failed'), 'error'),
};

export function jobStatus(code: string | null | undefined): StatusView | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(JOB_STATUSES, upper)
    ? JOB_STATUSES[upper]
    : undefined;
}
