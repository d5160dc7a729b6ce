import type { TextMap } from '@polaris/core/i18n/defaults';
import { registerBundledTexts } from '@polaris/core/i18n/intl';
import { useRuntime } from '@polaris/core/runtime/RuntimeProvider';
import { useLayoutEffect } from 'react';

/**
 * Registers `texts` with the app's runtime the first time a component asks (once per `key`):
 * how a lazy part of the shell brings its bundled texts with its chunk, out of the first load.
 * The gateway's prompt texts override them. Registered as the component is put on the page,
 * before the browser paints it (the components reading texts, this one too, render again then),
 * never while rendering: that would update the other components reading texts mid-render.
 */
export function useTextsOnce(key: symbol, texts: Record<string, TextMap>): void {
  const runtime = useRuntime();
  useLayoutEffect(() => {
    runtime.own(key, () => {
      Object.entries(texts).forEach(([lang, map]) => registerBundledTexts(lang, map));
      return {};
    });
  }, [runtime, key, texts]);
}
