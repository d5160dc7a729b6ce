import {
  systemNameFor,
  type SystemNameEntry,
  DEFAULT_SYSTEM_NAMES,
  parseSystemNames,
  SYSTEM_NAME_COMPLAINT,
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
  const NORDSTERN = [{ lang: 'de_DE', title: 'Nordstern' }];
  const throwing = () => {
    throw new Error('no names here');
  };

  it.each<[string, unknown, SystemNameEntry[], number]>([
    ['nothing', undefined, DEFAULT_SYSTEM_NAMES, 0],
    ['null', null, DEFAULT_SYSTEM_NAMES, 0],
    ['an empty setting', '', DEFAULT_SYSTEM_NAMES, 0],
    ['JSON text', '[{"lang":"de_DE","title":"Nordstern"}]', NORDSTERN, 0],
    ['an array', NORDSTERN, NORDSTERN, 0],
    ['a function returning JSON text', () => JSON.stringify(NORDSTERN), NORDSTERN, 0],
    ['a function returning an array', () => NORDSTERN, NORDSTERN, 0],
    ['entries with more fields', [{ ...NORDSTERN[0], icon: 'x' }], NORDSTERN, 0],
    ['text that is not JSON', 'not json', DEFAULT_SYSTEM_NAMES, 1],
    ['JSON of one entry, not a list', '{"lang":"de_DE"}', DEFAULT_SYSTEM_NAMES, 1],
    ['an empty list (JSON)', '[]', DEFAULT_SYSTEM_NAMES, 1],
    ['an empty list', [], DEFAULT_SYSTEM_NAMES, 1],
    ['an entry with a numeric lang', '[{"lang":1,"title":"x"}]', DEFAULT_SYSTEM_NAMES, 1],
    ['an entry without a title', [{ lang: 'de_DE' }], DEFAULT_SYSTEM_NAMES, 1],
    ['a number', 42, DEFAULT_SYSTEM_NAMES, 1],
    ['an object', { lang: 'de_DE', title: 'Nordstern' }, DEFAULT_SYSTEM_NAMES, 1],
    ['a function returning bad JSON', () => 'not json', DEFAULT_SYSTEM_NAMES, 1],
    ['a function returning nothing', () => undefined, DEFAULT_SYSTEM_NAMES, 1],
    ['a function returning a function', () => () => NORDSTERN, DEFAULT_SYSTEM_NAMES, 1],
    ['a function that throws', throwing, DEFAULT_SYSTEM_NAMES, 1],
  ])('%s → %j (%i complaints)', (_, setting, expected, complaints) => {
    const log = jest.fn();
    expect(parseSystemNames(setting, log)).toEqual(expected);
    expect(log).toHaveBeenCalledTimes(complaints);
  });

  it('says what the setting should be: correct JSON, an array, or a function returning them', () => {
    const log = jest.fn();
    parseSystemNames('{', log);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('should be correct JSON, an array, or a function returning them'),
    );
  });

  it('logs to the console by default', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(parseSystemNames(7)).toBe(DEFAULT_SYSTEM_NAMES);
      expect(consoleError).toHaveBeenCalledWith(SYSTEM_NAME_COMPLAINT);
    } finally {
      consoleError.mockRestore();
    }
  });
});
