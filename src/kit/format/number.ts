/**
 * Numbers with thousands separators and configurable decimals in the user's language (spec
 * section 9). Use in table cells and read-only fields:
 *
 *     formatNumber('1234567.891', language, { decimals: 2 }) // "1,234,567.89" in en_US
 *
 * Decimal strings from the API are formatted exactly (no float rounding on big amounts).
 * Empty or unreadable input gives ''.
 */
import {
  clampDigits,
  formatWith,
  localeOf,
  MAX_FRACTION_DIGITS,
  numberFormat,
  numericValue,
  type NumericInput,
} from './intl-cache';

export type { NumericInput } from './intl-cache';

export interface NumberOptions {
  /** Exactly this many decimals (rounded half away from zero). */
  decimals?: number;
  /** Without `decimals`: at least this many (default 0). */
  minDecimals?: number;
  /** Without `decimals`: at most this many (default: all the value has, up to 20). */
  maxDecimals?: number;
  /** Thousands separators (default true). */
  grouping?: boolean;
}

/** The `Intl.NumberFormatOptions` for `options`; min never above max. */
export function fractionDigits(options: NumberOptions): {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
} {
  if (options.decimals !== undefined) {
    const digits = clampDigits(options.decimals);
    return { minimumFractionDigits: digits, maximumFractionDigits: digits };
  }
  const max = clampDigits(options.maxDecimals ?? MAX_FRACTION_DIGITS);
  const min = Math.min(max, clampDigits(options.minDecimals ?? 0));
  return { minimumFractionDigits: min, maximumFractionDigits: max };
}

export function formatNumber(
  value: NumericInput,
  language: string,
  options: NumberOptions = {},
): string {
  const input = numericValue(value);
  if (input === undefined) return '';
  const formatter = numberFormat(localeOf(language), {
    ...fractionDigits(options),
    useGrouping: options.grouping ?? true,
  });
  return formatWith(formatter, input);
}
