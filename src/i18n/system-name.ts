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
 * The system name setting as a deployment gives it (spec section 8): JSON text (the
 * `POLARIS_SYSTEM_NAME` build setting), an array of entries (a runtime configured in code), or a
 * function returning either.
 */
export type SystemNameSetting =
  | string
  | readonly SystemNameEntry[]
  | (() => string | readonly SystemNameEntry[]);

export const SYSTEM_NAME_COMPLAINT =
  '[polaris] the system name setting should be correct JSON, an array, or a function returning them: a non-empty list of { lang, title }';

/** The setting's entries, or undefined when it is not one of the accepted forms. */
function entriesOf(setting: unknown, unwrap: boolean): SystemNameEntry[] | undefined {
  if (typeof setting === 'function' && unwrap) {
    return entriesOf((setting as () => unknown)(), false);
  }
  const value: unknown = typeof setting === 'string' ? JSON.parse(setting) : setting;
  if (Array.isArray(value) && value.length > 0 && value.every(isEntry)) {
    return value.map(({ lang, title }) => ({ lang, title }));
  }
  return undefined;
}

/**
 * The deployment's system names from their setting; none given (undefined, null, ''): the
 * built-in names. A setting of another form, or one that fails (bad JSON, a throwing function),
 * is logged, saying what it should be, and the built-in names are used.
 */
export function parseSystemNames(
  setting: unknown,
  log: (message: string) => void = console.error,
): SystemNameEntry[] {
  if (setting === undefined || setting === null || setting === '') return DEFAULT_SYSTEM_NAMES;
  try {
    const entries = entriesOf(setting, true);
    if (entries) return entries;
  } catch {
    // reported below
  }
  log(SYSTEM_NAME_COMPLAINT);
  return DEFAULT_SYSTEM_NAMES;
}
