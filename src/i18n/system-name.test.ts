import {
  systemNameFor,
  type SystemNameEntry,
  DEFAULT_SYSTEM_NAMES,
  parseSystemNames,
} from './system-name';

const ENTRIES: SystemNameEntry[] = [
  { lang: 'zh_CN', title: '北极星平台' },
  { lang: 'en_US', title: 'Polaris Platform' },
  { lang: 'de-DE', title: 'Polaris-Plattform' },
];

describe('systemNameFor', () => {
  it.each<[string | null | undefined, readonly SystemNameEntry[], string | undefined]>([
    ['zh_CN', ENTRIES, '北极星平台'],
    ['en_US', ENTRIES, 'Polaris Platform'],
    ['en-US', ENTRIES, 'Polaris Platform'],
    ['en-us', ENTRIES, 'Polaris Platform'],
    ['de_DE', ENTRIES, 'Polaris-Plattform'],
    ['ja_JP', ENTRIES, '北极星平台'],
    [undefined, ENTRIES, '北极星平台'],
    [null, ENTRIES, '北极星平台'],
    ['', ENTRIES, '北极星平台'],
    ['en_US', [{ lang: 'fr_FR', title: 'Polaris FR' }], 'Polaris FR'],
    ['en_US', [], undefined],
  ])('language %p → %p', (language, entries, expected) => {
    expect(systemNameFor(language, entries)).toBe(expected);
  });
});

describe('parseSystemNames', () => {
  it.each([
    [undefined, DEFAULT_SYSTEM_NAMES, 0],
    ['', DEFAULT_SYSTEM_NAMES, 0],
    ['[{"lang":"de_DE","title":"Nordstern"}]', [{ lang: 'de_DE', title: 'Nordstern' }], 0],
    ['not json', DEFAULT_SYSTEM_NAMES, 1],
    ['{"lang":"de_DE"}', DEFAULT_SYSTEM_NAMES, 1],
    ['[]', DEFAULT_SYSTEM_NAMES, 1],
    ['[{"lang":1,"title":"x"}]', DEFAULT_SYSTEM_NAMES, 1],
  ])('%p → %j (%i complaints)', (raw, expected, complaints) => {
    const log = jest.fn();
    expect(parseSystemNames(raw, log)).toEqual(expected);
    expect(log).toHaveBeenCalledTimes(complaints);
  });
});
