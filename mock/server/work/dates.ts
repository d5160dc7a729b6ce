// Date-time strings as HZERO answers them: `YYYY-MM-DD HH:mm:ss` in the user's zone (GMT+8 for
// every seed user), plus calendar arithmetic in that zone for seed data relative to "now".

export const ZONE_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
const SQUEEZE_MS = 3600_000;

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` of an instant, in GMT+8. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + ZONE_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** The instant at which the GMT+8 calendar day holding `ms` starts. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS;
}

/**
 * An instant `daysAgo` calendar days before `now` at `hh:mm`. Today's entries never land in the
 * future or on yesterday, and keep their order: the hour before `now` (or the part of today that has
 * passed, when less) and the rest of the day are squeezed, in order, into that hour before `now`.
 * Seeds listed newest first therefore stay newest first whatever the time of day the seed runs.
 */
export function daysAgoAt(now: number, daysAgo: number, hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const dayStart = startOfDay(now);
  const at = dayStart - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000;
  if (daysAgo > 0) return at;
  const window = Math.min(SQUEEZE_MS, now - dayStart);
  const from = now - window;
  if (at < from) return at;
  return from + Math.floor(((at - from) * window) / (dayStart + DAY_MS - from));
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A `YYYY-MM-DD HH:mm:ss` (or bare `YYYY-MM-DD`) string normalised to the full form, or undefined
 * when it is not a real calendar date and time.
 */
export function normaliseDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  const valid =
    date.getUTCFullYear() === +y &&
    date.getUTCMonth() === +mo - 1 &&
    date.getUTCDate() === +d &&
    +h < 24 &&
    +mi < 60 &&
    +s < 60;
  return valid ? `${y}-${mo}-${d} ${h}:${mi}:${s}` : undefined;
}
