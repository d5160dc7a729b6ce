/**
 * The antd locale of the current language, loaded lazily (locale-loader.ts) and read by
 * PlatformProvider. undefined means antd's built-in English.
 */
import type { Locale } from 'antd/es/locale';
import { useSyncExternalStore } from 'react';

let current: Locale | undefined;
const listeners = new Set<() => void>();

export function setAntdLocale(locale: Locale | undefined): void {
  if (locale === current) return;
  current = locale;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(subscribe, () => current);
}
