// Calendar days (`YYYY-MM-DD`) of the production records, in the organisations' zone (GMT+8 like
// every seed user): today from the gateway's clock, and plain day arithmetic for the seeds.
import { formatDateTime } from '../work/dates';

const DAY_MS = 24 * 3600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day holding the instant `ms`. */
export const dayOf = (ms: number): string => formatDateTime(ms).slice(0, 10);

const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `count` days. */
export const addDays = (day: string, count: number): string =>
  new Date(utc(day) + count * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted (negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

/** 0 Monday … 6 Sunday. */
export const weekdayOf = (day: string): number => (new Date(utc(day)).getUTCDay() + 6) % 7;

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day));

/** Whether `value` is a real `YYYY-MM-DD` day. */
export const isDay = (value: string): boolean =>
  DAY.test(value) && new Date(utc(value)).toISOString().slice(0, 10) === value;
