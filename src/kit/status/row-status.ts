/**
 * Row status renderings (spec section 3): each rule maps a field's value to a text key and an
 * antd status. Use through the components (`<StatusBadge view={enabledStatus(row.enabledFlag)} />`
 * or a column's `render: statusRender(enabledStatus)`); the rules stay pure for tests. Flags are
 * read tolerantly: `1`, `'1'` and `true` are the same.
 */
import { view, type StatusView } from './status-view';

export type FlagValue = number | string | boolean | null | undefined;

const is = (value: FlagValue, ...accepted: Array<number | string>): boolean =>
  accepted.some((one) =>
    typeof value === 'boolean' ? (value ? 1 : 0) === one : String(value).trim() === String(one),
  );

const key = (name: string) => `hzero.common.kit.${name}`;

/** Enabled flag: 1 enabled, anything else disabled. */
export function enabledStatus(flag: FlagValue): StatusView {
  return is(flag, 1)
    ? view(key('status.enabled'), 'success')
    : view(key('status.disabled'), 'error');
}

/** Health: 1 normal, -1 abnormal, anything else not monitored. */
export function healthStatus(flag: FlagValue): StatusView {
  if (is(flag, 1)) return view(key('status.normal'), 'success');
  if (is(flag, -1)) return view(key('status.abnormal'), 'error');
  return view(key('status.notMonitored'), 'default');
}

/** Yes/no flag: 1 yes, anything else no. */
export function yesNoStatus(flag: FlagValue): StatusView {
  return is(flag, 1) ? view(key('status.yes'), 'success') : view(key('status.no'), 'default');
}

/** A write-only secret's flag: 1 set (the gateway keeps one, never shows it), else not set. */
export function secretStatus(flag: FlagValue): StatusView {
  return is(flag, 1)
    ? view(key('status.secretSet'), 'success')
    : view(key('status.secretNotSet'), 'default');
}

/** Read flag: Y or 1 read; N, 0 and anything else unread (it still wants attention). */
export function readStatus(flag: FlagValue): StatusView {
  return is(flag, 'Y', 'y', 1)
    ? view(key('status.read'), 'default')
    : view(key('status.unread'), 'processing');
}

export const PRIORITY_LOW_BELOW = 35;
export const PRIORITY_HIGH_ABOVE = 65;

/** Priority number: below 35 low, above 65 high, else medium; no number, no status. */
export function priorityStatus(
  priority: number | string | null | undefined,
): StatusView | undefined {
  const value =
    typeof priority === 'string' && priority.trim() !== '' ? Number(priority) : priority;
  if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
  if (value < PRIORITY_LOW_BELOW) return view(key('priority.low'), 'default');
  if (value > PRIORITY_HIGH_ABOVE) return view(key('priority.high'), 'error');
  return view(key('priority.medium'), 'warning');
}

export interface ProcessLike {
  endTime?: string | null;
  suspended?: boolean | null;
}

/** Process (workflow) instance: ended when it has an end time, else suspended or running. */
export function processStatus(process: ProcessLike | null | undefined): StatusView {
  if (process?.endTime) return view(key('process.finished'), 'success');
  if (process?.suspended) return view(key('process.suspended'), 'warning');
  return view(key('process.running'), 'processing');
}

/** Address type: 0 auto-registered, 1 manually entered; other values have no status. */
export function addressTypeStatus(type: FlagValue): StatusView | undefined {
  if (is(type, 0)) return view(key('address.auto'), 'processing');
  if (is(type, 1)) return view(key('address.manual'), 'default');
  return undefined;
}
