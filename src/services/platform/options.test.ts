import { toSupportedLanguages } from './languages';
import { lovDataRows } from './lov';
import { meaningOf } from './options';
import type { OptionItem } from './types';

const options: OptionItem[] = [
  { value: '1', meaning: 'Enabled' },
  { value: '0', meaning: 'Disabled' },
  { value: 'Y', meaning: 'Read' },
  { value: 2, meaning: 'Numeric two' },
];

describe('meaningOf', () => {
  const cases: Array<[string, readonly OptionItem[] | null | undefined, unknown, unknown]> = [
    ['matching text value', options, 'Y', 'Read'],
    ['number finds text value', options, 1, 'Enabled'],
    ['zero is a value', options, 0, 'Disabled'],
    ['text finds number value', options, '2', 'Numeric two'],
    ['no match', options, 'N', undefined],
    ['null value', options, null, undefined],
    ['undefined value', options, undefined, undefined],
    ['no options', undefined, '1', undefined],
    ['empty options', [], '1', undefined],
  ];
  it.each(cases)('%s', (_name, list, value, expected) => {
    expect(meaningOf(list, value as string | number | null | undefined)).toBe(expected);
  });
});

describe('lookup helpers', () => {
  it('lovDataRows reads lists and pages', () => {
    expect(lovDataRows([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(
      lovDataRows({
        content: [{ a: 2 }],
        totalElements: 1,
        size: 10,
        number: 0,
        numberOfElements: 1,
      }),
    ).toEqual([{ a: 2 }]);
    expect(lovDataRows(null)).toEqual([]);
  });

  it('languages come from lookup values', () => {
    expect(
      toSupportedLanguages([
        { value: 'zh_CN', meaning: '简体中文' },
        { value: 'en_US', meaning: 'English' },
      ]),
    ).toEqual([
      { code: 'zh_CN', name: '简体中文' },
      { code: 'en_US', name: 'English' },
    ]);
    expect(toSupportedLanguages(undefined)).toEqual([]);
  });
});
