/**
 * Date and time constants (spec section 9), for pickers' `format` and for values sent to the
 * server. The user's own formats (session `dateFormat`…) win for display; these are the defaults
 * and the wire formats. A date-range filter sends `withDayStart(from)` and `withDayEnd(to)`.
 */
export {
  DEFAULT_DATE_FORMAT as DATE_FORMAT,
  DEFAULT_DATE_TIME_FORMAT as DATE_TIME_FORMAT,
  DEFAULT_TIME_FORMAT as TIME_FORMAT,
} from '../../session/current-session';

export const DAY_START = '00:00:00';
export const DAY_END = '23:59:59';

/** `2024-05-01` (or a longer date-time text) → `2024-05-01 00:00:00`; '' stays ''. */
export function withDayStart(date: string): string {
  return date ? `${date.slice(0, 10)} ${DAY_START}` : '';
}

/** `2024-05-01` → `2024-05-01 23:59:59`, the last second of that day; '' stays ''. */
export function withDayEnd(date: string): string {
  return date ? `${date.slice(0, 10)} ${DAY_END}` : '';
}
