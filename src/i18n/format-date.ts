/**
 * Dates in the user's formats (spec section 3: dateFormat, timeFormat, dateTimeFormat, with the
 * defaults of section 9). The gateway sends `YYYY-MM-DD HH:mm:ss` already in the user's time
 * zone (hzero-api.md), so formatting only rearranges fields: no time-zone arithmetic, and no
 * date library in the first load.
 */
const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/** The value reformatted with `format` (moment-style tokens); unreadable values unchanged. */
export function formatServerDate(value: string | null | undefined, format: string): string {
  if (!value) return '';
  const match = SERVER_DATE_TIME.exec(value);
  if (!match) return value;
  const [, YYYY, MM, DD, HH = '00', mm = '00', ss = '00'] = match;
  const fields: Record<string, string> = { YYYY, MM, DD, HH, mm, ss };
  return format.replace(TOKENS, (token) => fields[token]);
}
