/**
 * UI texts: the server's prompt texts for the current language over the bundled defaults, held
 * by the runtime (src/runtime) with a tiny external store so React components re-render when
 * texts or language change.
 */
import { currentRuntime } from '../runtime/current';
import type { TextState } from '../runtime/runtime';
import { coreTexts, type TextMap } from './defaults';

export const DEFAULT_LANGUAGE = 'zh_CN';

type Listener = () => void;

function texts(): TextState {
  return currentRuntime().texts;
}

function emit(state: TextState): void {
  state.version += 1;
  state.listeners.forEach((listener) => listener());
}

function interpolate(
  text: string,
  values: Record<string, string | number> | undefined,
  shared: Record<string, string>,
): string {
  if (!values && !text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values?.[name] ?? shared[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * Sets a value every text may name (`{name}`) without its caller giving it, e.g. the property
 * tenant's room label; texts shown so far re-render. `undefined` removes it.
 */
export function setTextValue(name: string, value: string | undefined): void {
  const state = texts();
  if (state.values[name] === value) return;
  if (value === undefined) delete state.values[name];
  else state.values[name] = value;
  emit(state);
}

/** Adds texts a bundle ships for its own keys (a sub-app's pages), below the server's texts. */
export function registerBundledTexts(lang: string, added: TextMap): void {
  const state = texts();
  state.bundled[lang] = { ...state.bundled[lang], ...added };
  if (lang === state.language) emit(state);
}

/** The text for `key` in the current language; `fallback` when nobody knows the key. */
export function t(
  key: string,
  values?: Record<string, string | number>,
  fallback?: string,
): string {
  const { server, bundled, language, values: shared } = texts();
  const text =
    server.get(language)?.[key] ??
    bundled[language]?.[key] ??
    bundled.en_US?.[key] ??
    fallback ??
    key;
  return interpolate(text, values, shared);
}

export function getLanguage(): string {
  return texts().language;
}

export function setLanguage(next: string): void {
  const state = texts();
  if (next === state.language) return;
  state.language = next;
  emit(state);
}

/** The server texts loaded for a language (handed to sub-apps by the shell). */
export function serverTextsFor(lang: string): TextMap {
  return texts().server.get(lang) ?? {};
}

export function hasTexts(lang: string): boolean {
  return texts().server.has(lang);
}

export function mergeTexts(lang: string, added: TextMap): void {
  const state = texts();
  state.server.set(lang, { ...state.server.get(lang), ...added });
  if (lang === state.language) emit(state);
}

export function subscribeTexts(listener: Listener): () => void {
  const { listeners } = texts();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getTextsVersion(): number {
  return texts().version;
}

/** Picks a language before the user is known: stored choice, then the browser's. */
export function guessLanguage(browserLanguage: string | undefined, stored?: string | null): string {
  if (stored && coreTexts[stored]) return stored;
  return browserLanguage?.toLowerCase().startsWith('zh') ? 'zh_CN' : 'en_US';
}
