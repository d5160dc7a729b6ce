/**
 * Shared by the kit's number and currency formatting: the BCP 47 locale of a platform language
 * code, and one `Intl.NumberFormat` per (locale, options), because building a formatter costs far
 * more than using one and a table formats the same way hundreds of times.
 */

/** Engines accept at most 20 fraction digits (ES2023 raises it to 100; Node 20 still says 20). */
export const MAX_FRACTION_DIGITS = 20;

/** `en_US` → `en-US`; a code Intl cannot read → `en-US`. */
export function localeOf(language: string | null | undefined): string {
  const tag = (language ?? '').replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** Cache keys come from a handful of languages and options, so the map stays small. */
const formatters = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number, or a decimal text from the API (kept exact: no trip through a float). */
export type NumericInput = number | string | null | undefined;

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * What `Intl.NumberFormat#format` is given: decimal text as is (ES2023 formats it exactly),
 * numbers as numbers; undefined for empty or unreadable input and for NaN and infinities.
 */
export function numericValue(value: NumericInput): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = (value ?? '').trim();
  return DECIMAL_TEXT.test(text) ? text : undefined;
}

/** ES2022's lib types `format` for numbers only; engines since 2023 take decimal strings too. */
export function formatWith(formatter: Intl.NumberFormat, value: number | string): string {
  return (formatter.format as (input: number | string) => string)(value);
}

export function clampDigits(digits: number): number {
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, Math.trunc(digits)));
}
