import { localeOf, numericValue } from './intl-cache';
import { formatNumber, fractionDigits } from './number';

describe('formatNumber', () => {
  it.each([
    [1234567.891, 'en_US', {}, '1,234,567.891'],
    [1234567.891, 'en_US', { decimals: 2 }, '1,234,567.89'],
    [1234.5, 'en_US', { decimals: 2 }, '1,234.50'],
    [1234.5, 'en_US', { decimals: 0 }, '1,235'],
    [-0.125, 'en_US', { decimals: 2 }, '-0.13'],
    [1234.5, 'de_DE', { decimals: 2 }, '1.234,50'],
    [1234.5, 'zh_CN', { decimals: 2 }, '1,234.50'],
    [1234.5, 'en_US', { grouping: false }, '1234.5'],
    [1.5, 'en_US', { minDecimals: 3 }, '1.500'],
    [1.23456, 'en_US', { maxDecimals: 2 }, '1.23'],
    [0.1 + 0.2, 'en_US', {}, '0.30000000000000004'],
    // decimal strings keep every digit a float would lose
    ['12345678901234567.89', 'en_US', {}, '12,345,678,901,234,567.89'],
    ['12345678901234567.885', 'en_US', { decimals: 2 }, '12,345,678,901,234,567.89'],
    [' -0001234.5000 ', 'en_US', {}, '-1,234.5'],
    ['1e3', 'en_US', {}, '1,000'],
    // nothing to show
    [null, 'en_US', {}, ''],
    [undefined, 'en_US', {}, ''],
    ['', 'en_US', {}, ''],
    ['abc', 'en_US', {}, ''],
    ['1,234', 'en_US', {}, ''],
    [Number.NaN, 'en_US', {}, ''],
    [Number.POSITIVE_INFINITY, 'en_US', {}, ''],
    // an unknown language falls back to English
    [1234.5, 'not a language!', { decimals: 1 }, '1,234.5'],
  ])('%p in %s with %p → %p', (value, language, options, expected) => {
    expect(formatNumber(value, language, options)).toBe(expected);
  });
});

describe('fractionDigits', () => {
  it.each([
    [{ decimals: 2 }, 2, 2],
    [{ decimals: 2, minDecimals: 5 }, 2, 2],
    [{ decimals: -1 }, 0, 0],
    [{ decimals: 99 }, 20, 20],
    [{ decimals: 2.7 }, 2, 2],
    [{}, 0, 20],
    [{ minDecimals: 4, maxDecimals: 2 }, 2, 2],
  ])('%p → min %p, max %p', (options, min, max) => {
    expect(fractionDigits(options)).toEqual({
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
  });
});

describe('localeOf and numericValue', () => {
  it.each([
    ['en_US', 'en-US'],
    ['zh_CN', 'zh-CN'],
    ['de-DE', 'de-DE'],
    ['', 'en-US'],
    [null, 'en-US'],
    ['$$', 'en-US'],
  ])('locale of %p is %p', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });

  it.each([
    [12, 12],
    ['12.50', '12.50'],
    ['.5', '.5'],
    ['5.', '5.'],
    ['+5', '+5'],
    ['0x10', undefined],
    ['1 2', undefined],
  ])('%p is given to Intl as %p', (value, expected) => {
    expect(numericValue(value)).toBe(expected);
  });
});
