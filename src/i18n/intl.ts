/**
 * UI texts: the server's prompt texts for the current language over the bundled defaults.
 * A tiny external store so React components re-render when texts or language change.
 */
import { bundledTexts, type TextMap } from './defaults';

export const DEFAULT_LANGUAGE = 'zh_CN';

type Listener = () => void;

let language = DEFAULT_LANGUAGE;
const serverTexts = new Map<string, TextMap>();
const listeners = new Set<Listener>();
let version = 0;

function emit(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  );
}

/** Adds texts a bundle ships for its own keys (a sub-app's pages), below the server's texts. */
export function registerBundledTexts(lang: string, texts: TextMap): void {
  bundledTexts[lang] = { ...bundledTexts[lang], ...texts };
  if (lang === language) emit();
}

/** The text for `key` in the current language; `fallback` when nobody knows the key. */
export function t(
  key: string,
  values?: Record<string, string | number>,
  fallback?: string,
): string {
  const text =
    serverTexts.get(language)?.[key] ??
    bundledTexts[language]?.[key] ??
    bundledTexts.en_US[key] ??
    fallback ??
    key;
  return interpolate(text, values);
}

export function getLanguage(): string {
  return language;
}

export function setLanguage(next: string): void {
  if (next === language) return;
  language = next;
  emit();
}

/** The server texts loaded for a language (handed to sub-apps by the shell). */
export function serverTextsFor(lang: string): TextMap {
  return serverTexts.get(lang) ?? {};
}

export function hasTexts(lang: string): boolean {
  return serverTexts.has(lang);
}

export function mergeTexts(lang: string, texts: TextMap): void {
  serverTexts.set(lang, { ...serverTexts.get(lang), ...texts });
  if (lang === language) emit();
}

export function subscribeTexts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTextsVersion(): number {
  return version;
}

/** Picks a language before the user is known: stored choice, then the browser's. */
export function guessLanguage(browserLanguage: string | undefined, stored?: string | null): string {
  if (stored && bundledTexts[stored]) return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh_CN' : 'en_US';
}
