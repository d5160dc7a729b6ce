import { useSyncExternalStore } from 'react';
import { getLanguage, getTextsVersion, subscribeTexts, t } from './intl';

/** Re-renders the caller when the language or the loaded texts change. */
export function useIntl(): { t: typeof t; language: string } {
  useSyncExternalStore(subscribeTexts, getTextsVersion);
  return { t, language: getLanguage() };
}
