// Languages the platform offers (GET /hpfm/v1/languages, lookup HPFM.LANGUAGE). zh_CN and en_US
// are complete; ja_JP and de_DE have partial prompts and menu names (en_US per missing text), and
// names of roles, tenants and data hierarchies follow menu names (`localName`); the other answers
// (lookups, messages) fall back to zh_CN as for an unknown language.
import type { LanguageRow, UserLanguage } from '../server/platform-types';
import type { LanguageCode, MenuLanguage } from '../server/types';

export const seedLanguages: LanguageRow[] = [
  { code: 'zh_CN', name: '简体中文', description: 'Chinese (Simplified)' },
  { code: 'en_US', name: 'English', description: 'English (United States)' },
  { code: 'ja_JP', name: '日本語', description: 'Japanese' },
  { code: 'de_DE', name: 'Deutsch', description: 'German' },
];

export function isUserLanguage(code: string): code is UserLanguage {
  return seedLanguages.some((language) => language.code === code);
}

export function languageName(code: UserLanguage): string {
  return seedLanguages.find((language) => language.code === code)?.name ?? code;
}

/** The language UI texts are served in: en_US for English, zh_CN for everything else. */
export function textLanguage(code: string | null | undefined): LanguageCode {
  return code?.replace('-', '_') === 'en_US' ? 'en_US' : 'zh_CN';
}

const MENU_LANGUAGES: readonly MenuLanguage[] = ['zh_CN', 'en_US', 'ja_JP', 'de_DE'];

/** The language menu names are served in (`ja-JP` reads as ja_JP); zh_CN for anything unknown. */
export function menuLanguage(code: string | null | undefined): MenuLanguage {
  const normalised = code?.replace('-', '_');
  return MENU_LANGUAGES.find((language) => language === normalised) ?? 'zh_CN';
}

/** A name the server keeps in several languages: en_US always, the others where translated. */
export type LocalNames = { en_US: string } & Partial<Record<MenuLanguage, string>>;

/**
 * A name in the user's language, the rule of menu names: the translation where there is one,
 * else the en_US name (never blank, never Chinese for a German user).
 */
export function localName(names: LocalNames, code: string | null | undefined): string {
  return names[menuLanguage(code)] ?? names.en_US;
}
