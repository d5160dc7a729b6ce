import { currencyDigits, formatCurrency, ISO_MINOR_UNITS } from './currency';

describe('currencyDigits', () => {
  // Pinned whatever the engine's CLDR says: these are the accounting-relevant minor units.
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['CLF', 4],
    ...['AFN', 'ALL', 'COP', 'HUF', 'IDR', 'IRR', 'KPW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR']
      .concat(['SOS', 'SYP', 'YER'])
      .map((code) => [code, 2] as [string, number]),
    ['IQD', 3],
    ['TND', 3],
    ['VND', 0],
    // not pinned: Intl's digits
    ['USD', 2],
    ['EUR', 2],
    ['CNY', 2],
    // lower case and spaces are read; codes Intl cannot take fall back to 2
    [' jpy ', 0],
    ['ZZZ', 2],
    ['', 2],
    [null, 2],
    ['DOLLARS', 2],
  ])('%p has %p decimals', (code, digits) => {
    expect(currencyDigits(code)).toBe(digits);
  });

  it.each(Object.entries(ISO_MINOR_UNITS))(
    'formats %s with its ISO minor units (%p), whatever the engine thinks',
    (code, digits) => {
      const shown = formatCurrency('1', code, 'en_US', { display: 'code' });
      expect(shown.split('.')[1]?.length ?? 0).toBe(digits);
    },
  );
});

describe('formatCurrency', () => {
  it.each([
    ['1234.5', 'USD', 'en_US', {}, '$1,234.50'],
    [1234.5, 'JPY', 'en_US', {}, '¥1,235'],
    ['1234.5678', 'KWD', 'en_US', {}, 'KWD 1,234.568'],
    ['1234.5', 'IDR', 'en_US', {}, 'IDR 1,234.50'],
    ['1234.5', 'IQD', 'en_US', {}, 'IQD 1,234.500'],
    ['1.23456', 'CLF', 'en_US', {}, 'CLF 1.2346'],
    ['1234.5', 'EUR', 'de_DE', {}, '1.234,50 €'],
    ['1234.5', 'USD', 'zh_CN', {}, 'US$1,234.50'],
    ['1234.5', 'CNY', 'zh_CN', {}, '¥1,234.50'],
    ['12345678901234567.89', 'USD', 'en_US', {}, '$12,345,678,901,234,567.89'],
    // the server's configured precision wins
    ['1234.5', 'JPY', 'en_US', { precision: 2 }, '¥1,234.50'],
    ['1234.5678', 'USD', 'en_US', { precision: 0 }, '$1,235'],
    ['1234.5', 'USD', 'en_US', { precision: null }, '$1,234.50'],
    // naming and negatives
    ['1234.5', 'USD', 'en_US', { display: 'code' }, 'USD 1,234.50'],
    ['1234.5', 'USD', 'en_US', { display: 'name' }, '1,234.50 US dollars'],
    ['-5', 'USD', 'en_US', { accounting: true }, '($5.00)'],
    ['-5', 'USD', 'en_US', {}, '-$5.00'],
    // codes Intl cannot name, and nothing to show
    ['1234.5', 'POINTS', 'en_US', {}, '1,234.50 POINTS'],
    ['1234.5', '', 'en_US', {}, '1,234.50'],
    [null, 'USD', 'en_US', {}, ''],
    ['n/a', 'USD', 'en_US', {}, ''],
    ['n/a', 'POINTS', 'en_US', {}, ''],
  ] as const)('%p %p in %s with %p → %p', (value, code, language, options, expected) => {
    expect(formatCurrency(value, code, language, options).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});
