/**
 * Which day of a calendar is a working day: a day the calendar marks (HOLIDAY, WORKDAY) is what
 * it says; any other follows the weekly rule, Monday to Friday working, Saturday and Sunday off.
 * Pure: dates are `YYYY-MM-DD` text read as calendar days (no time zone).
 */
import type {
  CalendarDayDto,
  HolidayType,
} from '@polaris/core/services/platform/master-data-types';

/** The weekday of a `YYYY-MM-DD` date: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const isWeekend = (date: string) => [0, 6].includes(weekdayOf(date));

export type MarkedDays = ReadonlyMap<string, Pick<CalendarDayDto, 'holidayType' | 'reason'>>;

export function isWorkingDay(date: string, marked: MarkedDays): boolean {
  const mark = marked.get(date);
  if (mark) return mark.holidayType === 'WORKDAY';
  return !isWeekend(date);
}

/** What a click on the day makes of it: the other of working and free, by the weekly rule. */
export function toggled(date: string, marked: MarkedDays): HolidayType | null {
  const working = isWorkingDay(date, marked);
  const byRule = !isWeekend(date);
  // back to the weekly rule when the toggle lands on it; else a mark saying the other
  if (working !== byRule) return null;
  return working ? 'HOLIDAY' : 'WORKDAY';
}

/** The `YYYY-MM-DD` days of a month (`month` 1–12). */
export function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}

/** How many working days a month has in this calendar. */
export const workingDaysIn = (year: number, month: number, marked: MarkedDays) =>
  daysOfMonth(year, month).filter((date) => isWorkingDay(date, marked)).length;
