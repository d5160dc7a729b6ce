/**
 * Amounts in a currency (ISO 4217 code) in the user's language: Intl places the symbol and
 * groups digits, the decimals are the currency's minor units. Use in table cells and fields:
 *
 *     formatCurrency('1234.5', 'IDR', language)            // "IDR 1,234.50" in en_US
 *     formatCurrency(amount, row.currencyCode, language, { precision: row.precision })
 *
 * A precision configured on the server (the tenant's currency set-up) overrides the default.
 */
import {
  clampDigits,
  formatWith,
  localeOf,
  numberFormat,
  numericValue,
  type NumericInput,
} from './intl-cache';
import { formatNumber } from './number';

/**
 * ISO 4217 minor units where Intl's data (CLDR) may disagree. CLDR uses "practical" digits for
 * some currencies (IDR 0, IQD 0…), and each browser ships its own CLDR, so the digits an
 * accounting screen must show are pinned here rather than trusted to the engine. Measured in
 * /work/shared/research/next-capabilities.md section 7.
 */
export const ISO_MINOR_UNITS: Readonly<Record<string, number>> = {
  // no minor unit
  JPY: 0,
  KRW: 0,
  CLP: 0,
  ISK: 0,
  VND: 0,
  // three digits
  BHD: 3,
  KWD: 3,
  IQD: 3,
  JOD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // four digits (units of account)
  CLF: 4,
  UYW: 4,
  // CLDR shows these without decimals; ISO has two
  AFN: 2,
  ALL: 2,
  COP: 2,
  HUF: 2,
  IDR: 2,
  IRR: 2,
  KPW: 2,
  LAK: 2,
  LBP: 2,
  MGA: 2,
  MMK: 2,
  PKR: 2,
  SOS: 2,
  SYP: 2,
  YER: 2,
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

function normaliseCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/**
 * The decimals an amount in `code` shows: the ISO table above, else Intl's digits for the code,
 * else 2 (also for codes that are not three letters).
 */
export function currencyDigits(code: string | null | undefined): number {
  const upper = normaliseCode(code);
  const pinned = ISO_MINOR_UNITS[upper];
  if (pinned !== undefined) return pinned;
  if (!CURRENCY_CODE.test(upper)) return 2;
  return numberFormat('en', { style: 'currency', currency: upper }).resolvedOptions()
    .maximumFractionDigits as number;
}

export interface CurrencyOptions {
  /** The currency's configured precision; wins over `currencyDigits`. */
  precision?: number | null;
  /** How the currency is named: symbol (default), narrowSymbol, code or name. */
  display?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
  /** Negative amounts in brackets, as accountants write them. */
  accounting?: boolean;
}

export function formatCurrency(
  value: NumericInput,
  code: string | null | undefined,
  language: string,
  options: CurrencyOptions = {},
): string {
  const upper = normaliseCode(code);
  const digits = clampDigits(options.precision ?? currencyDigits(upper));
  // Not a currency Intl can name: the plain number with whatever code was given after it.
  if (!CURRENCY_CODE.test(upper)) {
    const amount = formatNumber(value, language, { decimals: digits });
    return amount && upper ? `${amount} ${upper}` : amount;
  }
  const input = numericValue(value);
  if (input === undefined) return '';
  const formatter = numberFormat(localeOf(language), {
    style: 'currency',
    currency: upper,
    currencyDisplay: options.display ?? 'symbol',
    currencySign: options.accounting ? 'accounting' : 'standard',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatWith(formatter, input);
}
