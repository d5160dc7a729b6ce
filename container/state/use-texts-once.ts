import type { TextMap } from '@polaris/core/i18n/defaults';
import { registerBundledTexts } from '@polaris/core/i18n/intl';
import { useRuntime } from '@polaris/core/runtime/RuntimeProvider';

/**
 * Registers `texts` with the app's runtime the first time a component asks (once per `key`):
 * how a lazy part of the shell brings its bundled texts with its chunk, out of the first load.
 * The gateway's prompt texts override them.
 */
export function useTextsOnce(key: symbol, texts: Record<string, TextMap>): void {
  useRuntime().own(key, () => {
    Object.entries(texts).forEach(([lang, map]) => registerBundledTexts(lang, map));
    return {};
  });
}
