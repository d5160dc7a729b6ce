/**
 * How a message list dates its items (spec section 9): today's by time (HH:mm), yesterday's as
 * "Yesterday", those of the last week by weekday, older ones by full date. Pure, with `now`
 * given, so a list re-rendered at midnight and its tests agree:
 *
 *     formatRecentDate(message.sendDate, new Date(), { language, t, dateFormat })
 *
 * Server dates are calendar texts in the user's time zone; `now` is read on its local calendar.
 */
import { formatServerDate, parseServerDate } from '../../i18n/format-date';
import { localeOf } from '../format/intl-cache';
import { DATE_FORMAT } from './date-formats';

export type RecentDate =
  | { kind: 'today'; time: string }
  | { kind: 'yesterday' }
  /** 0 = Sunday … 6 = Saturday; `utcDay` is that day at 00:00 UTC, for naming it. */
  | { kind: 'weekday'; weekday: number; utcDay: number }
  | { kind: 'date' };

const DAY_MS = 86_400_000;

/** Whole calendar days from `value`'s day to `now`'s (positive for the past). */
function daysBefore(utcDay: number, now: Date): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((today - utcDay) / DAY_MS);
}

/** Which rendering `value` gets; undefined for text that is not a server date. */
export function classifyRecentDate(value: string, now: Date): RecentDate | undefined {
  const fields = parseServerDate(value);
  if (!fields) return undefined;
  const utcDay = Date.UTC(Number(fields.YYYY), Number(fields.MM) - 1, Number(fields.DD));
  const days = daysBefore(utcDay, now);
  if (days === 0) return { kind: 'today', time: `${fields.HH}:${fields.mm}` };
  if (days === 1) return { kind: 'yesterday' };
  // Seven days back is the same weekday as today: a name would be ambiguous, so a date.
  if (days > 1 && days < 7)
    return { kind: 'weekday', weekday: new Date(utcDay).getUTCDay(), utcDay };
  return { kind: 'date' };
}

export interface RecentDateContext {
  language: string;
  t: (key: string) => string;
  /** The user's date format (default YYYY-MM-DD). */
  dateFormat?: string;
}

/** The weekday's name in `language` (e.g. "Wednesday", "星期三"). */
export function weekdayName(utcDay: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }).format(
    utcDay,
  );
}

export function formatRecentDate(
  value: string | null | undefined,
  now: Date,
  { language, t, dateFormat = DATE_FORMAT }: RecentDateContext,
): string {
  if (!value) return '';
  const recent = classifyRecentDate(value, now);
  switch (recent?.kind) {
    case 'today':
      return recent.time;
    case 'yesterday':
      return t('hzero.common.kit.date.yesterday');
    case 'weekday':
      return weekdayName(recent.utcDay, language);
    default:
      return formatServerDate(value, dateFormat);
  }
}
