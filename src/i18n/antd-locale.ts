/**
 * The antd locale of the current language, loaded lazily (locale-loader.ts), held by the runtime
 * and read by PlatformProvider. undefined means antd's built-in English.
 */
import type { Locale } from 'antd/es/locale';
import { currentRuntime } from '../runtime/current';
import { useRuntime } from '../runtime/RuntimeProvider';
import { useListeners } from '../runtime/use-listeners';

export function setAntdLocale(locale: Locale | undefined): void {
  const state = currentRuntime().antdLocale;
  if (locale === state.current) return;
  state.current = locale;
  state.listeners.forEach((listener) => listener());
}

export function useAntdLocale(): Locale | undefined {
  const state = useRuntime().antdLocale;
  return useListeners(state.listeners, () => state.current);
}
