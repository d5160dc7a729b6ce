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

/** The built-in names, used when the deployment configures none. */
export const DEFAULT_SYSTEM_NAMES: SystemNameEntry[] = [
  { lang: 'en_US', title: 'Polaris' },
  { lang: 'zh_CN', title: '北极星' },
];

function isEntry(value: unknown): value is SystemNameEntry {
  const entry = value as Partial<SystemNameEntry> | null;
  return typeof entry?.lang === 'string' && typeof entry.title === 'string';
}

/**
 * The deployment's system names from their JSON text (spec section 8: invalid configuration is
 * logged, saying it should be correct JSON, an array); the built-in names otherwise.
 */
export function parseSystemNames(
  raw: string | undefined,
  log: (message: string) => void = console.error,
): SystemNameEntry[] {
  if (!raw) return DEFAULT_SYSTEM_NAMES;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every(isEntry)) return parsed;
  } catch {
    // reported below
  }
  log('[polaris] the system name setting should be correct JSON: an array of { lang, title }');
  return DEFAULT_SYSTEM_NAMES;
}
