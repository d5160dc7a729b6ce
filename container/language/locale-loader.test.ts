import type { Locale } from 'antd/es/locale';

import { LANGUAGES } from '@polaris/core/i18n/languages';
import { LOCALE_LOADERS, createLocaleLoader, type LocaleLoaders } from './locale-loader';

function countingLoaders() {
  const calls: string[] = [];
  const loaders: Record<string, LocaleLoaders> = {};
  for (const { code, antdLocale, momentCode } of LANGUAGES) {
    loaders[code] = {
      antd: antdLocale
        ? async () => {
            calls.push(`antd:${antdLocale}`);
            return { default: { locale: antdLocale } as Locale };
          }
        : undefined,
      moment:
        momentCode === 'en'
          ? undefined
          : async () => {
              calls.push(`moment:${momentCode}`);
              return {};
            },
    };
  }
  return { calls, loaders };
}

function setup() {
  const { calls, loaders } = countingLoaders();
  const momentLocales: string[] = [];
  const load = createLocaleLoader({
    loaders,
    setMomentLocale: (code) => {
      momentLocales.push(code);
    },
  });
  return { calls, momentLocales, load };
}

describe('the static loader map', () => {
  it('has an entry for every language of the table, with the loaders it needs', () => {
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const { code, antdLocale, momentCode } of LANGUAGES) {
      expect([code, typeof LOCALE_LOADERS[code].antd]).toEqual([
        code,
        antdLocale ? 'function' : 'undefined',
      ]);
      expect([code, typeof LOCALE_LOADERS[code].moment]).toEqual([
        code,
        momentCode === 'en' ? 'undefined' : 'function',
      ]);
    }
  });
});

describe('loadLocales', () => {
  it('loads antd and moment locales and switches moment', async () => {
    const { calls, momentLocales, load } = setup();
    const result = await load('de-DE');
    expect(result).toEqual({
      language: 'de_DE',
      antdLocale: { locale: 'de_DE' },
      momentCode: 'de',
    });
    expect(calls.sort()).toEqual(['antd:de_DE', 'moment:de']);
    expect(momentLocales).toEqual(['de']);
  });

  it('imports a language only once; a second call answers from the cache', async () => {
    const { calls, momentLocales, load } = setup();
    const first = await load('zh_CN');
    await load('en_US');
    const second = await load('zh-cn');
    expect(second).toBe(first);
    expect(calls.sort()).toEqual(['antd:en_US', 'antd:zh_CN', 'moment:zh-cn']);
    expect(momentLocales).toEqual(['zh-cn', 'en', 'zh-cn']);
  });

  it('shares one import between concurrent calls', async () => {
    const { calls, load } = setup();
    await Promise.all([load('ja_JP'), load('ja-JP'), load('ja_jp')]);
    expect(calls.sort()).toEqual(['antd:ja_JP', 'moment:ja']);
  });

  it('falls back to en_US for an unknown language without throwing', async () => {
    const { calls, momentLocales, load } = setup();
    await expect(load('xx_XX')).resolves.toEqual({
      language: 'en_US',
      antdLocale: { locale: 'en_US' },
      momentCode: 'en',
    });
    await load('');
    expect(calls).toEqual(['antd:en_US']);
    expect(momentLocales).toEqual(['en', 'en']);
  });

  it('gives no antd locale for a language antd does not have', async () => {
    const { load } = setup();
    await expect(load('af_ZA')).resolves.toEqual({
      language: 'af_ZA',
      antdLocale: undefined,
      momentCode: 'af',
    });
  });

  it('does not cache a failed load', async () => {
    let attempts = 0;
    const load = createLocaleLoader({
      loaders: {
        fr_FR: {
          antd: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('chunk failed');
            return { default: { locale: 'fr' } as Locale };
          },
        },
      },
      setMomentLocale: () => undefined,
    });
    await expect(load('fr_FR')).rejects.toThrow('chunk failed');
    await expect(load('fr_FR')).resolves.toMatchObject({ antdLocale: { locale: 'fr' } });
    expect(attempts).toBe(2);
  });
});
