// Languages the platform offers (GET /hpfm/v1/languages, lookup HPFM.LANGUAGE). Only zh_CN and
// en_US have UI texts in the mock; the others fall back to zh_CN texts like any unknown language.
import type { LanguageRow, UserLanguage } from '../server/platform-types';
import type { LanguageCode } from '../server/types';

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
