/**
 * The language table (spec section 3): every language the platform offers, in HZERO form
 * (`en_US`), with its BCP 47 tag, the moment locale file, the antd locale module, its own name,
 * a flag and an English title. Pure data and lookups; loading a locale is in `locale-loader.ts`.
 */

export interface Language {
  /** HZERO form with an underscore, e.g. `en_US`. */
  code: string;
  /** BCP 47 tag, e.g. `en-US`. */
  tag: string;
  /** moment locale file name (`moment/locale/<momentCode>`); `en` is built in and has no file. */
  momentCode: string;
  /** antd 5 locale module (`antd/locale/<antdLocale>`), undefined when antd has none. */
  antdLocale: string | undefined;
  /** The language's own name, e.g. `Deutsch`. */
  label: string;
  /** Emoji flag of the main country. */
  flag: string;
  /** English name. */
  title: string;
}

export { DEFAULT_LANGUAGE } from './intl';

/** The language used when a code is unknown or has nothing to load. */
export const FALLBACK_LANGUAGE = 'en_US';

/**
 * Languages whose moment locale is the lower-case regional code (spec section 3); every other
 * language uses the plain language code.
 */
export const REGIONAL_MOMENT_CODES: readonly string[] = [
  'en-gb',
  'nl-be',
  'pt-br',
  'zh-cn',
  'zh-tw',
];

function lang(
  code: string,
  momentCode: string,
  antdLocale: string | undefined,
  label: string,
  flag: string,
  title: string,
): Language {
  return { code, tag: code.replace('_', '-'), momentCode, antdLocale, label, flag, title };
}

export const LANGUAGES: readonly Language[] = [
  lang('af_ZA', 'af', undefined, 'Afrikaans', '🇿🇦', 'Afrikaans'),
  lang('ar_EG', 'ar', 'ar_EG', 'العربية', '🇪🇬', 'Arabic'),
  lang('az_AZ', 'az', 'az_AZ', 'Azərbaycan dili', '🇦🇿', 'Azerbaijani'),
  lang('be_BY', 'be', 'by_BY', 'Беларуская', '🇧🇾', 'Belarusian'),
  lang('bg_BG', 'bg', 'bg_BG', 'Български', '🇧🇬', 'Bulgarian'),
  lang('bn_BD', 'bn', 'bn_BD', 'বাংলা', '🇧🇩', 'Bengali'),
  lang('ca_ES', 'ca', 'ca_ES', 'Català', '🇪🇸', 'Catalan'),
  lang('cs_CZ', 'cs', 'cs_CZ', 'Čeština', '🇨🇿', 'Czech'),
  lang('da_DK', 'da', 'da_DK', 'Dansk', '🇩🇰', 'Danish'),
  lang('de_DE', 'de', 'de_DE', 'Deutsch', '🇩🇪', 'German'),
  lang('el_GR', 'el', 'el_GR', 'Ελληνικά', '🇬🇷', 'Greek'),
  lang('en_GB', 'en-gb', 'en_GB', 'English (UK)', '🇬🇧', 'English (United Kingdom)'),
  lang('en_US', 'en', 'en_US', 'English', '🇺🇸', 'English (United States)'),
  lang('es_ES', 'es', 'es_ES', 'Español', '🇪🇸', 'Spanish'),
  lang('et_EE', 'et', 'et_EE', 'Eesti', '🇪🇪', 'Estonian'),
  lang('fa_IR', 'fa', 'fa_IR', 'فارسی', '🇮🇷', 'Persian'),
  lang('fi_FI', 'fi', 'fi_FI', 'Suomi', '🇫🇮', 'Finnish'),
  lang('fr_FR', 'fr', 'fr_FR', 'Français', '🇫🇷', 'French'),
  lang('he_IL', 'he', 'he_IL', 'עברית', '🇮🇱', 'Hebrew'),
  lang('hi_IN', 'hi', 'hi_IN', 'हिन्दी', '🇮🇳', 'Hindi'),
  lang('hr_HR', 'hr', 'hr_HR', 'Hrvatski', '🇭🇷', 'Croatian'),
  lang('hu_HU', 'hu', 'hu_HU', 'Magyar', '🇭🇺', 'Hungarian'),
  lang('id_ID', 'id', 'id_ID', 'Bahasa Indonesia', '🇮🇩', 'Indonesian'),
  lang('is_IS', 'is', 'is_IS', 'Íslenska', '🇮🇸', 'Icelandic'),
  lang('it_IT', 'it', 'it_IT', 'Italiano', '🇮🇹', 'Italian'),
  lang('ja_JP', 'ja', 'ja_JP', '日本語', '🇯🇵', 'Japanese'),
  lang('ka_GE', 'ka', 'ka_GE', 'ქართული', '🇬🇪', 'Georgian'),
  lang('kk_KZ', 'kk', 'kk_KZ', 'Қазақ тілі', '🇰🇿', 'Kazakh'),
  lang('km_KH', 'km', 'km_KH', 'ខ្មែរ', '🇰🇭', 'Khmer'),
  lang('ko_KR', 'ko', 'ko_KR', '한국어', '🇰🇷', 'Korean'),
  lang('lt_LT', 'lt', 'lt_LT', 'Lietuvių', '🇱🇹', 'Lithuanian'),
  lang('lv_LV', 'lv', 'lv_LV', 'Latviešu', '🇱🇻', 'Latvian'),
  lang('mk_MK', 'mk', 'mk_MK', 'Македонски', '🇲🇰', 'Macedonian'),
  lang('mn_MN', 'mn', 'mn_MN', 'Монгол', '🇲🇳', 'Mongolian'),
  lang('ms_MY', 'ms', 'ms_MY', 'Bahasa Melayu', '🇲🇾', 'Malay'),
  lang('nb_NO', 'nb', 'nb_NO', 'Norsk bokmål', '🇳🇴', 'Norwegian Bokmål'),
  lang('nl_BE', 'nl-be', 'nl_BE', 'Nederlands (België)', '🇧🇪', 'Dutch (Belgium)'),
  lang('nl_NL', 'nl', 'nl_NL', 'Nederlands', '🇳🇱', 'Dutch'),
  lang('pl_PL', 'pl', 'pl_PL', 'Polski', '🇵🇱', 'Polish'),
  lang('pt_BR', 'pt-br', 'pt_BR', 'Português (Brasil)', '🇧🇷', 'Portuguese (Brazil)'),
  lang('pt_PT', 'pt', 'pt_PT', 'Português', '🇵🇹', 'Portuguese'),
  lang('ro_RO', 'ro', 'ro_RO', 'Română', '🇷🇴', 'Romanian'),
  lang('ru_RU', 'ru', 'ru_RU', 'Русский', '🇷🇺', 'Russian'),
  lang('sk_SK', 'sk', 'sk_SK', 'Slovenčina', '🇸🇰', 'Slovak'),
  lang('sl_SI', 'sl', 'sl_SI', 'Slovenščina', '🇸🇮', 'Slovenian'),
  lang('sq_AL', 'sq', undefined, 'Shqip', '🇦🇱', 'Albanian'),
  lang('sr_RS', 'sr', 'sr_RS', 'Srpski', '🇷🇸', 'Serbian'),
  lang('sv_SE', 'sv', 'sv_SE', 'Svenska', '🇸🇪', 'Swedish'),
  lang('th_TH', 'th', 'th_TH', 'ไทย', '🇹🇭', 'Thai'),
  lang('tr_TR', 'tr', 'tr_TR', 'Türkçe', '🇹🇷', 'Turkish'),
  lang('uk_UA', 'uk', 'uk_UA', 'Українська', '🇺🇦', 'Ukrainian'),
  lang('vi_VN', 'vi', 'vi_VN', 'Tiếng Việt', '🇻🇳', 'Vietnamese'),
  lang('zh_CN', 'zh-cn', 'zh_CN', '简体中文', '🇨🇳', 'Chinese (Simplified)'),
  lang('zh_TW', 'zh-tw', 'zh_TW', '繁體中文', '🇹🇼', 'Chinese (Traditional)'),
];

/** `en-US`, `en_us`, `EN-us` → `en_US`; anything that is not language[-region] as it is. */
export function normaliseLanguageCode(code: string): string {
  const match = /^([A-Za-z]{2,3})(?:[-_]([A-Za-z]{2}))?$/.exec(code.trim());
  if (!match) return code.trim();
  const [, language, region] = match;
  return region ? `${language.toLowerCase()}_${region.toUpperCase()}` : language.toLowerCase();
}

const BY_CODE = new Map(LANGUAGES.map((entry) => [entry.code, entry]));

/** The table entry for a code in any of the forms `en_US`, `en-US`, `en-us`; else undefined. */
export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  return BY_CODE.get(normaliseLanguageCode(code));
}

/** The moment locale for a language: the regional code for the five the spec names, else the
 * plain language code; undefined for a language outside the table. */
export function momentCodeOf(code: string | null | undefined): string | undefined {
  return findLanguage(code)?.momentCode;
}

/** The antd locale module name for a language, undefined when unknown or antd has none. */
export function antdLocaleOf(code: string | null | undefined): string | undefined {
  return findLanguage(code)?.antdLocale;
}
