/**
 * Time-picker bounds (spec section 5): a date-time picker whose value must not be before a start
 * bound (the "to" picker of a range) or not after an end bound (the "from" picker). On the
 * bound's own day the hours, minutes and seconds on the wrong side of it are disabled; on other
 * days nothing is (whole days are `disabledDate`'s job). Give them to antd 5's DatePicker:
 *
 *     <DatePicker showTime value={to} disabledDate={disabledDateBefore(from)}
 *       disabledTime={disabledTimeBefore(from)} />
 *     <DatePicker showTime value={from} disabledDate={disabledDateAfter(to)}
 *       disabledTime={disabledTimeAfter(to)} />
 *
 * Dates are anything with dayjs' (or moment's) getters, so both libraries work.
 */

export interface DateLike {
  year(): number;
  /** Zero-based, as in dayjs and moment. */
  month(): number;
  date(): number;
  hour(): number;
  minute(): number;
  second(): number;
}

/** antd 5's `DisabledTimes`. */
export interface DisabledTimes {
  disabledHours?: () => number[];
  disabledMinutes?: (hour: number) => number[];
  disabledSeconds?: (hour: number, minute: number) => number[];
}

type Bound = DateLike | null | undefined;

const NOTHING: DisabledTimes = {};

function sameDay(a: DateLike, b: DateLike): boolean {
  return a.year() === b.year() && a.month() === b.month() && a.date() === b.date();
}

/** `year * 10000 + month * 100 + date`: days compare as numbers. */
function dayNumber(d: DateLike): number {
  return d.year() * 10000 + d.month() * 100 + d.date();
}

function numbersWhere(count: number, test: (n: number) => boolean): number[] {
  return Array.from({ length: count }, (_, n) => n).filter(test);
}

/** Seconds since midnight; a partial time (hour only, hour and minute) counts from its start. */
const secondOfDay = (hour: number, minute = 0, second = 0): number =>
  hour * 3600 + minute * 60 + second;

/**
 * The disabled units on the bound's day. An hour, minute or second is disabled when every second
 * in it lies on the excluded side of the bound, so the bound itself stays selectable.
 */
function timesAround(bound: DateLike, excluded: 'before' | 'after'): DisabledTimes {
  const limit = secondOfDay(bound.hour(), bound.minute(), bound.second());
  const out = (first: number, last: number): boolean =>
    excluded === 'before' ? last < limit : first > limit;
  return {
    disabledHours: () => numbersWhere(24, (h) => out(secondOfDay(h), secondOfDay(h, 59, 59))),
    disabledMinutes: (h) => numbersWhere(60, (m) => out(secondOfDay(h, m), secondOfDay(h, m, 59))),
    disabledSeconds: (h, m) =>
      numbersWhere(60, (s) => out(secondOfDay(h, m, s), secondOfDay(h, m, s))),
  };
}

/** For the end picker: times before `start` are disabled on `start`'s day. */
export function disabledTimeBefore(start: Bound) {
  return (current: Bound): DisabledTimes =>
    start && current && sameDay(start, current) ? timesAround(start, 'before') : NOTHING;
}

/** For the start picker: times after `end` are disabled on `end`'s day. */
export function disabledTimeAfter(end: Bound) {
  return (current: Bound): DisabledTimes =>
    end && current && sameDay(end, current) ? timesAround(end, 'after') : NOTHING;
}

/** For the end picker: days before `start`'s day. */
export function disabledDateBefore(start: Bound) {
  return (current: Bound): boolean =>
    Boolean(start && current && dayNumber(current) < dayNumber(start));
}

/** For the start picker: days after `end`'s day. */
export function disabledDateAfter(end: Bound) {
  return (current: Bound): boolean =>
    Boolean(end && current && dayNumber(current) > dayNumber(end));
}
