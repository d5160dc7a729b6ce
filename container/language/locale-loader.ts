/**
 * Loads the antd and moment locales of a language on demand. Every locale is its own chunk: the
 * loaders below are explicit `import()` calls per language (not template strings), so webpack
 * splits out exactly the table's locales and the first load carries none of them. A language is
 * loaded once; later calls answer from the cache.
 */
import type { Locale } from 'antd/es/locale';
import moment from 'moment';

import { FALLBACK_LANGUAGE, findLanguage } from '@polaris/core/i18n/languages';

type ModuleLoader<T> = () => Promise<T>;

export interface LocaleLoaders {
  /** antd locale module (its `default` is the locale). Absent when antd has no locale. */
  antd?: ModuleLoader<{ default: Locale }>;
  /** moment locale file; importing it registers the locale with moment. Absent for `en`. */
  moment?: ModuleLoader<unknown>;
}

export interface LoadedLocales {
  /** The table code actually loaded (en_US for an unknown language). */
  language: string;
  /** The antd locale for ConfigProvider; undefined means antd's built-in en_US. */
  antdLocale: Locale | undefined;
  momentCode: string;
}

// moment's locale files ship without type declarations, hence the `@ts-expect-error` lines.
export const LOCALE_LOADERS: Record<string, LocaleLoaders> = {
  af_ZA: {
    moment: () => import('moment/locale/af'),
  },
  ar_EG: {
    antd: () => import('antd/locale/ar_EG'),
    moment: () => import('moment/locale/ar'),
  },
  az_AZ: {
    antd: () => import('antd/locale/az_AZ'),
    moment: () => import('moment/locale/az'),
  },
  be_BY: {
    antd: () => import('antd/locale/by_BY'),
    moment: () => import('moment/locale/be'),
  },
  bg_BG: {
    antd: () => import('antd/locale/bg_BG'),
    moment: () => import('moment/locale/bg'),
  },
  bn_BD: {
    antd: () => import('antd/locale/bn_BD'),
    moment: () => import('moment/locale/bn'),
  },
  ca_ES: {
    antd: () => import('antd/locale/ca_ES'),
    moment: () => import('moment/locale/ca'),
  },
  cs_CZ: {
    antd: () => import('antd/locale/cs_CZ'),
    moment: () => import('moment/locale/cs'),
  },
  da_DK: {
    antd: () => import('antd/locale/da_DK'),
    moment: () => import('moment/locale/da'),
  },
  de_DE: {
    antd: () => import('antd/locale/de_DE'),
    moment: () => import('moment/locale/de'),
  },
  el_GR: {
    antd: () => import('antd/locale/el_GR'),
    moment: () => import('moment/locale/el'),
  },
  en_GB: {
    antd: () => import('antd/locale/en_GB'),
    moment: () => import('moment/locale/en-gb'),
  },
  en_US: {
    antd: () => import('antd/locale/en_US'),
  },
  es_ES: {
    antd: () => import('antd/locale/es_ES'),
    moment: () => import('moment/locale/es'),
  },
  et_EE: {
    antd: () => import('antd/locale/et_EE'),
    moment: () => import('moment/locale/et'),
  },
  fa_IR: {
    antd: () => import('antd/locale/fa_IR'),
    moment: () => import('moment/locale/fa'),
  },
  fi_FI: {
    antd: () => import('antd/locale/fi_FI'),
    moment: () => import('moment/locale/fi'),
  },
  fr_FR: {
    antd: () => import('antd/locale/fr_FR'),
    moment: () => import('moment/locale/fr'),
  },
  he_IL: {
    antd: () => import('antd/locale/he_IL'),
    moment: () => import('moment/locale/he'),
  },
  hi_IN: {
    antd: () => import('antd/locale/hi_IN'),
    moment: () => import('moment/locale/hi'),
  },
  hr_HR: {
    antd: () => import('antd/locale/hr_HR'),
    moment: () => import('moment/locale/hr'),
  },
  hu_HU: {
    antd: () => import('antd/locale/hu_HU'),
    moment: () => import('moment/locale/hu'),
  },
  id_ID: {
    antd: () => import('antd/locale/id_ID'),
    moment: () => import('moment/locale/id'),
  },
  is_IS: {
    antd: () => import('antd/locale/is_IS'),
    moment: () => import('moment/locale/is'),
  },
  it_IT: {
    antd: () => import('antd/locale/it_IT'),
    moment: () => import('moment/locale/it'),
  },
  ja_JP: {
    antd: () => import('antd/locale/ja_JP'),
    moment: () => import('moment/locale/ja'),
  },
  ka_GE: {
    antd: () => import('antd/locale/ka_GE'),
    moment: () => import('moment/locale/ka'),
  },
  kk_KZ: {
    antd: () => import('antd/locale/kk_KZ'),
    moment: () => import('moment/locale/kk'),
  },
  km_KH: {
    antd: () => import('antd/locale/km_KH'),
    moment: () => import('moment/locale/km'),
  },
  ko_KR: {
    antd: () => import('antd/locale/ko_KR'),
    moment: () => import('moment/locale/ko'),
  },
  lt_LT: {
    antd: () => import('antd/locale/lt_LT'),
    moment: () => import('moment/locale/lt'),
  },
  lv_LV: {
    antd: () => import('antd/locale/lv_LV'),
    moment: () => import('moment/locale/lv'),
  },
  mk_MK: {
    antd: () => import('antd/locale/mk_MK'),
    moment: () => import('moment/locale/mk'),
  },
  mn_MN: {
    antd: () => import('antd/locale/mn_MN'),
    moment: () => import('moment/locale/mn'),
  },
  ms_MY: {
    antd: () => import('antd/locale/ms_MY'),
    moment: () => import('moment/locale/ms'),
  },
  nb_NO: {
    antd: () => import('antd/locale/nb_NO'),
    moment: () => import('moment/locale/nb'),
  },
  nl_BE: {
    antd: () => import('antd/locale/nl_BE'),
    moment: () => import('moment/locale/nl-be'),
  },
  nl_NL: {
    antd: () => import('antd/locale/nl_NL'),
    moment: () => import('moment/locale/nl'),
  },
  pl_PL: {
    antd: () => import('antd/locale/pl_PL'),
    moment: () => import('moment/locale/pl'),
  },
  pt_BR: {
    antd: () => import('antd/locale/pt_BR'),
    moment: () => import('moment/locale/pt-br'),
  },
  pt_PT: {
    antd: () => import('antd/locale/pt_PT'),
    moment: () => import('moment/locale/pt'),
  },
  ro_RO: {
    antd: () => import('antd/locale/ro_RO'),
    moment: () => import('moment/locale/ro'),
  },
  ru_RU: {
    antd: () => import('antd/locale/ru_RU'),
    moment: () => import('moment/locale/ru'),
  },
  sk_SK: {
    antd: () => import('antd/locale/sk_SK'),
    moment: () => import('moment/locale/sk'),
  },
  sl_SI: {
    antd: () => import('antd/locale/sl_SI'),
    moment: () => import('moment/locale/sl'),
  },
  sq_AL: {
    moment: () => import('moment/locale/sq'),
  },
  sr_RS: {
    antd: () => import('antd/locale/sr_RS'),
    moment: () => import('moment/locale/sr'),
  },
  sv_SE: {
    antd: () => import('antd/locale/sv_SE'),
    moment: () => import('moment/locale/sv'),
  },
  th_TH: {
    antd: () => import('antd/locale/th_TH'),
    moment: () => import('moment/locale/th'),
  },
  tr_TR: {
    antd: () => import('antd/locale/tr_TR'),
    moment: () => import('moment/locale/tr'),
  },
  uk_UA: {
    antd: () => import('antd/locale/uk_UA'),
    moment: () => import('moment/locale/uk'),
  },
  vi_VN: {
    antd: () => import('antd/locale/vi_VN'),
    moment: () => import('moment/locale/vi'),
  },
  zh_CN: {
    antd: () => import('antd/locale/zh_CN'),
    moment: () => import('moment/locale/zh-cn'),
  },
  zh_TW: {
    antd: () => import('antd/locale/zh_TW'),
    moment: () => import('moment/locale/zh-tw'),
  },
};

export interface LocaleLoaderOptions {
  loaders?: Record<string, LocaleLoaders>;
  /** Switches moment to a loaded locale; `moment.locale` by default. */
  setMomentLocale?: (momentCode: string) => void;
}

/**
 * Makes a `loadLocales(code)` with its own cache. Unknown languages load en_US. A failed load is
 * not cached, so the next call tries again.
 */
export function createLocaleLoader({
  loaders = LOCALE_LOADERS,
  setMomentLocale = (momentCode) => {
    moment.locale(momentCode);
  },
}: LocaleLoaderOptions = {}): (code: string) => Promise<LoadedLocales> {
  const cache = new Map<string, Promise<LoadedLocales>>();

  function load(language: string, momentCode: string): Promise<LoadedLocales> {
    const cached = cache.get(language);
    if (cached) return cached;
    const entry = loaders[language] ?? {};
    const pending = Promise.all([entry.antd?.(), entry.moment?.()]).then(([antdModule]) => ({
      language,
      antdLocale: antdModule?.default,
      momentCode,
    }));
    cache.set(language, pending);
    pending.catch(() => cache.delete(language));
    return pending;
  }

  return async (code) => {
    const found = findLanguage(code) ?? findLanguage(FALLBACK_LANGUAGE);
    const language = found?.code ?? FALLBACK_LANGUAGE;
    const loaded = await load(language, found?.momentCode ?? 'en');
    setMomentLocale(loaded.momentCode);
    return loaded;
  };
}

/** Loads (once) and applies the antd and moment locales of a language. */
export const loadLocales = createLocaleLoader();
