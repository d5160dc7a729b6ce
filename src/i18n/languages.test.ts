import fs from 'fs';
import path from 'path';

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  REGIONAL_MOMENT_CODES,
  antdLocaleOf,
  findLanguage,
  momentCodeOf,
  normaliseLanguageCode,
} from './languages';

const ROOT = path.resolve(__dirname, '../..');
const momentFile = (code: string) => path.join(ROOT, 'node_modules/moment/locale', `${code}.js`);
const antdFile = (name: string) => path.join(ROOT, 'node_modules/antd/locale', `${name}.js`);

describe('language table', () => {
  it('has about 50 languages with unique codes', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
  });

  it('defaults to zh_CN, which is in the table', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh_CN');
    expect(findLanguage(DEFAULT_LANGUAGE)?.label).toBe('简体中文');
  });

  it.each(LANGUAGES.map((l) => [l.code, l] as const))('%s is well formed', (code, entry) => {
    expect(code).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
    expect(entry.tag).toBe(code.replace('_', '-'));
    expect(entry.label).not.toBe('');
    expect(entry.title).not.toBe('');
    expect(entry.flag).not.toBe('');
  });

  it.each(LANGUAGES.map((l) => [l.code, l.momentCode] as const))(
    '%s: moment locale %s follows the rule and exists',
    (code, momentCode) => {
      const regional = code.replace('_', '-').toLowerCase();
      const expected =
        code === 'en_US'
          ? 'en'
          : REGIONAL_MOMENT_CODES.includes(regional)
            ? regional
            : code.split('_')[0];
      expect(momentCode).toBe(expected);
      if (momentCode !== 'en') expect(fs.existsSync(momentFile(momentCode))).toBe(true);
    },
  );

  it.each(LANGUAGES.filter((l) => l.antdLocale).map((l) => [l.code, l.antdLocale!] as const))(
    '%s: antd locale %s exists',
    (_code, antdLocale) => {
      expect(fs.existsSync(antdFile(antdLocale))).toBe(true);
    },
  );

  it('uses the regional moment codes the spec names', () => {
    expect(['en_GB', 'nl_BE', 'pt_BR', 'zh_CN', 'zh_TW'].map((code) => momentCodeOf(code))).toEqual(
      ['en-gb', 'nl-be', 'pt-br', 'zh-cn', 'zh-tw'],
    );
    expect(REGIONAL_MOMENT_CODES.every((c) => LANGUAGES.some((l) => l.momentCode === c))).toBe(
      true,
    );
  });
});

describe('lookups', () => {
  it.each([
    ['en_US', 'en_US'],
    ['en-US', 'en_US'],
    ['en-us', 'en_US'],
    ['EN_us', 'en_US'],
    [' zh-cn ', 'zh_CN'],
    ['pt-BR', 'pt_BR'],
  ])('findLanguage(%p) is %s', (input, code) => {
    expect(findLanguage(input)?.code).toBe(code);
  });

  it.each([['xx_XX'], ['en'], ['fr_CA'], [''], ['not a language']])(
    'findLanguage(%p) is undefined',
    (input) => {
      expect(findLanguage(input)).toBeUndefined();
      expect(momentCodeOf(input)).toBeUndefined();
      expect(antdLocaleOf(input)).toBeUndefined();
    },
  );

  it('handles null and undefined', () => {
    expect(findLanguage(null)).toBeUndefined();
    expect(findLanguage(undefined)).toBeUndefined();
  });

  it.each([
    ['de-de', 'de', 'de_DE'],
    ['ja_JP', 'ja', 'ja_JP'],
    ['en-us', 'en', 'en_US'],
    ['be-BY', 'be', 'by_BY'],
    ['af_ZA', 'af', undefined],
  ])('%s → moment %s, antd %p', (input, momentCode, antdLocale) => {
    expect(momentCodeOf(input)).toBe(momentCode);
    expect(antdLocaleOf(input)).toBe(antdLocale);
  });

  it('normalises codes', () => {
    expect(normaliseLanguageCode('ZH-tw')).toBe('zh_TW');
    expect(normaliseLanguageCode('DE')).toBe('de');
    expect(normaliseLanguageCode('x-pseudo')).toBe('x-pseudo');
  });
});
