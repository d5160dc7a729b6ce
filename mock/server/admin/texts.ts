// Names the admin records keep in both answer languages. A name is read in the caller's language;
// saving one changes that language only (a new record starts with the same text in both).
import type { Texts } from '../../data/lov-types';
import type { LanguageCode } from '../types';

export function sameInBoth(text: string): Texts {
  return { zh_CN: text, en_US: text };
}

/** `texts` with the caller's language replaced. */
export function withText(texts: Texts, lang: LanguageCode, text: string): Texts {
  return { ...texts, [lang]: text };
}

export function textOrNull(texts: Texts | null, lang: LanguageCode): string | null {
  return texts ? texts[lang] : null;
}

/** An optional text as saved: null clears it, a string replaces the caller's language. */
export function savedOptional(
  current: Texts | null,
  lang: LanguageCode,
  sent: string | null | undefined,
): Texts | null {
  if (sent === undefined) return current;
  if (sent === null || sent === '') return null;
  return current ? withText(current, lang, sent) : sameInBoth(sent);
}
