/** The language kept in the browser for the next start, before the user is known. */
import { deviceStorage } from '../session/device-storage';

const LANGUAGE_KEY = 'polaris.language';

/** The language the next start shows before the user is known. */
export function rememberLanguage(language: string): void {
  try {
    deviceStorage().local()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage may be unavailable (privacy mode); the language then comes from the browser
  }
}

export function rememberedLanguage(): string | null {
  try {
    return deviceStorage().local()?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
