/**
 * The pure rules of Tenant Initialisation: how a run's and a step's status show, how long a run
 * took, and whether a run is still moving (the progress panel polls until it is not).
 */
import { view, type StatusView } from '@polaris/core/kit/status/status-view';

export type StepView = 'wait' | 'process' | 'finish' | 'error';

/** A run's status as a badge: running, succeeded, failed. */
export function initStatus(status: string | null | undefined): StatusView {
  switch (status) {
    case 'SUCCESS':
      return view('hpfm.tenantInit.status.SUCCESS', 'success');
    case 'FAILED':
      return view('hpfm.tenantInit.status.FAILED', 'error');
    default:
      return view('hpfm.tenantInit.status.RUNNING', 'processing');
  }
}

/** A step's status as antd Steps shows it. */
export function stepView(status: string): StepView {
  if (status === 'SUCCESS') return 'finish';
  if (status === 'FAILED') return 'error';
  return status === 'RUNNING' ? 'process' : 'wait';
}

/** Whether the run still has steps to do (so its progress is asked again). */
export const isRunning = (status: string | null | undefined): boolean => status === 'RUNNING';

/** A duration in seconds with one decimal (`4.0 s`); none while running. */
export function formatDuration(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : `${(ms / 1000).toFixed(1)} s`;
}
