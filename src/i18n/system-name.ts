/**
 * The system name shown in the header and the document title, chosen by language (spec section
 * 9): the entry for the current language, else the first entry's title.
 */
import { normaliseLanguageCode } from './languages';

export interface SystemNameEntry {
  lang: string;
  title: string;
}

/**
 * The title of the entry whose `lang` is `language` (in any of the forms `zh_CN`, `zh-CN`,
 * `zh-cn`), else the first entry's title; undefined when there are no entries.
 */
export function systemNameFor(
  language: string | null | undefined,
  entries: readonly SystemNameEntry[],
): string | undefined {
  if (entries.length === 0) return undefined;
  if (language) {
    const wanted = normaliseLanguageCode(language);
    const match = entries.find((entry) => normaliseLanguageCode(entry.lang) === wanted);
    if (match) return match.title;
  }
  return entries[0].title;
}
