import { startRuntime } from '../runtime/create-runtime';
import * as intl from './intl';

/** Texts and language live in the runtime: every test starts with a new one. */
beforeEach(() => {
  startRuntime();
});

describe('defaults', () => {
  it('starts in zh_CN', () => {
    expect(intl.DEFAULT_LANGUAGE).toBe('zh_CN');
    expect(intl.getLanguage()).toBe('zh_CN');
    expect(intl.t('hzero.common.title.workplace')).toBe('工作台');
  });
});

describe('t() precedence', () => {
  const KEY = 'demo.key';

  /** Sets up the sources a row says know the key, then reads it in `language`. */
  function textWith(sources: string[], language: string, fallback?: string): string {
    intl.setLanguage(language);
    if (sources.includes('server')) intl.mergeTexts(language, { [KEY]: 'server' });
    if (sources.includes('server in another language')) {
      intl.mergeTexts(language === 'en_US' ? 'zh_CN' : 'en_US', { [KEY]: 'other server' });
    }
    if (sources.includes('bundled')) intl.registerBundledTexts(language, { [KEY]: 'bundled' });
    if (sources.includes('english')) intl.registerBundledTexts('en_US', { [KEY]: 'english' });
    return intl.t(KEY, undefined, fallback);
  }

  it.each([
    { sources: ['server', 'bundled', 'english'], fallback: 'fb', expected: 'server' },
    { sources: ['bundled', 'english'], fallback: 'fb', expected: 'bundled' },
    { sources: ['english'], fallback: 'fb', expected: 'english' },
    { sources: [], fallback: 'fb', expected: 'fb' },
    { sources: [], fallback: '', expected: '' },
    { sources: [], fallback: undefined, expected: KEY },
    { sources: ['server in another language'], fallback: undefined, expected: KEY },
  ])(
    'zh_CN with $sources and fallback $fallback → $expected',
    ({ sources, fallback, expected }) => {
      expect(textWith(sources, 'zh_CN', fallback)).toBe(expected);
    },
  );

  it.each([
    { language: 'en_US', key: 'hzero.common.button.close', expected: 'Close' },
    { language: 'zh_CN', key: 'hzero.common.button.close', expected: '关闭' },
    { language: 'de_DE', key: 'hzero.common.button.close', expected: 'Close' },
  ])('bundled text of $language for $key → $expected', ({ language, key, expected }) => {
    intl.setLanguage(language);
    expect(intl.t(key)).toBe(expected);
  });

  it('lets later server texts override earlier ones, key by key', () => {
    intl.mergeTexts('zh_CN', { a: 'first', b: 'kept' });
    intl.mergeTexts('zh_CN', { a: 'second' });
    expect([intl.t('a'), intl.t('b')]).toEqual(['second', 'kept']);
    expect(intl.serverTextsFor('zh_CN')).toEqual({ a: 'second', b: 'kept' });
    expect(intl.hasTexts('zh_CN')).toBe(true);
    expect(intl.hasTexts('en_US')).toBe(false);
  });
});

describe('t() interpolation', () => {
  it.each<{ text: string; values?: Record<string, string | number>; expected: string }>([
    { text: 'Close {title}', values: { title: 'Users' }, expected: 'Close Users' },
    { text: '{n} of {total}', values: { n: 3, total: 10 }, expected: '3 of 10' },
    { text: '{a}{a}', values: { a: 'x' }, expected: 'xx' },
    { text: 'Hello {name}', values: {}, expected: 'Hello {name}' },
    { text: 'Hello {name}', values: undefined, expected: 'Hello {name}' },
    { text: 'Zero {n}', values: { n: 0 }, expected: 'Zero 0' },
    { text: 'Empty [{s}]', values: { s: '' }, expected: 'Empty []' },
  ])('$text with $values → $expected', ({ text, values, expected }) => {
    intl.mergeTexts('zh_CN', { 'demo.text': text });
    expect(intl.t('demo.text', values)).toBe(expected);
  });

  it('interpolates bundled texts and fallbacks too', () => {
    intl.setLanguage('en_US');
    expect(intl.t('hzero.common.tabs.close', { title: 'Roles' })).toBe('Close Roles');
    expect(intl.t('demo.missing', { n: 2 }, '{n} items')).toBe('2 items');
  });
});

describe('values every text may name (setTextValue)', () => {
  it.each<{ text: string; values?: Record<string, string>; expected: string }>([
    { text: '{house} number', expected: '单元 number' },
    { text: '{house} {house}', expected: '单元 单元' },
    { text: 'New {house} in {project}', values: { project: 'YGHY' }, expected: 'New 单元 in YGHY' },
    { text: '{house} number', values: { house: 'Shop' }, expected: 'Shop number' },
    { text: '{other} stays', expected: '{other} stays' },
  ])('$text with $values → $expected', ({ text, values, expected }) => {
    intl.setTextValue('house', '单元');
    intl.mergeTexts('zh_CN', { 'demo.text': text });
    expect(intl.t('demo.text', values)).toBe(expected);
  });

  it('tells subscribers when a value changes, not when it stays; undefined removes it', () => {
    const listener = jest.fn();
    intl.subscribeTexts(listener);
    intl.setTextValue('house', '铺位');
    intl.setTextValue('house', '铺位');
    expect(listener).toHaveBeenCalledTimes(1);
    intl.setTextValue('house', undefined);
    intl.mergeTexts('zh_CN', { 'demo.text': '{house}' });
    expect(intl.t('demo.text')).toBe('{house}');
  });
});

describe('subscribers', () => {
  it.each([
    { change: 'setLanguage to a new language', act: () => intl.setLanguage('en_US'), calls: 1 },
    { change: 'setLanguage to the same language', act: () => intl.setLanguage('zh_CN'), calls: 0 },
    {
      change: 'mergeTexts for the current language',
      act: () => intl.mergeTexts('zh_CN', {}),
      calls: 1,
    },
    {
      change: 'mergeTexts for another language',
      act: () => intl.mergeTexts('en_US', {}),
      calls: 0,
    },
    {
      change: 'registerBundledTexts for the current language',
      act: () => intl.registerBundledTexts('zh_CN', { x: 'y' }),
      calls: 1,
    },
  ])('$change notifies $calls time(s)', ({ act, calls }) => {
    const listener = jest.fn();
    intl.subscribeTexts(listener);
    const version = intl.getTextsVersion();
    act();
    expect(listener).toHaveBeenCalledTimes(calls);
    expect(intl.getTextsVersion()).toBe(version + calls);
  });

  it('stops notifying after unsubscribing', () => {
    const listener = jest.fn();
    const unsubscribe = intl.subscribeTexts(listener);
    unsubscribe();
    intl.setLanguage('en_US');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('guessLanguage', () => {
  it.each([
    { browser: 'en-US', stored: 'zh_CN', expected: 'zh_CN', why: 'a stored bundled language wins' },
    { browser: 'zh-CN', stored: 'en_US', expected: 'en_US', why: 'a stored bundled language wins' },
    {
      browser: 'zh-CN',
      stored: 'fr_FR',
      expected: 'zh_CN',
      why: 'an unknown stored one is ignored',
    },
    { browser: 'zh-CN', stored: null, expected: 'zh_CN', why: 'Chinese browser' },
    { browser: 'zh-TW', stored: undefined, expected: 'zh_CN', why: 'any Chinese variant' },
    { browser: 'ZH', stored: '', expected: 'zh_CN', why: 'case-insensitive' },
    { browser: 'en-GB', stored: null, expected: 'en_US', why: 'any other browser' },
    { browser: 'de-DE', stored: null, expected: 'en_US', why: 'any other browser' },
    { browser: undefined, stored: null, expected: 'en_US', why: 'unknown browser language' },
  ])('browser $browser, stored $stored → $expected ($why)', ({ browser, stored, expected }) => {
    expect(intl.guessLanguage(browser, stored)).toBe(expected);
  });
});
