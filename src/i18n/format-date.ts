/**
 * Dates in the user's formats (spec section 3: dateFormat, timeFormat, dateTimeFormat, with the
 * defaults of section 9). The gateway sends `YYYY-MM-DD HH:mm:ss` already in the user's time
 * zone (hzero-api.md), so formatting only rearranges fields: no time-zone arithmetic, and no
 * date library in the first load.
 */
const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/** The fields of a server date text (`YYYY-MM-DD[ HH:mm[:ss]]`), two-digit padded; missing time is 00. */
export interface ServerDateFields {
  YYYY: string;
  MM: string;
  DD: string;
  HH: string;
  mm: string;
  ss: string;
}

/** The fields of `value`, or undefined when it does not start with a server date. */
export function parseServerDate(value: string | null | undefined): ServerDateFields | undefined {
  const match = value ? SERVER_DATE_TIME.exec(value) : null;
  if (!match) return undefined;
  const [, YYYY, MM, DD, HH = '00', mm = '00', ss = '00'] = match;
  return { YYYY, MM, DD, HH, mm, ss };
}

/** The value reformatted with `format` (moment-style tokens); unreadable values unchanged. */
export function formatServerDate(value: string | null | undefined, format: string): string {
  if (!value) return '';
  const fields = parseServerDate(value);
  if (!fields) return value;
  return format.replace(TOKENS, (token) => fields[token as keyof ServerDateFields]);
}
