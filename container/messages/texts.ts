/**
 * The bell's texts. The button's label is in the shell's first load; the panel's and the
 * workplace cards' come with their lazy chunks. Registered once per runtime (`useBellTexts`);
 * the gateway's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { registerBundledTexts } from '@polaris/core/i18n/intl';
import { useRuntime } from '@polaris/core/runtime/RuntimeProvider';

export const bellTexts: Record<string, TextMap> = {
  en_US: { 'hmsg.bell.label': 'Messages, {count} unread' },
  zh_CN: { 'hmsg.bell.label': '消息，{count} 条未读' },
};

/** Registers `texts` with the app's runtime the first time a component asks (one per key). */
export function useTextsOnce(key: symbol, texts: Record<string, TextMap>): void {
  useRuntime().own(key, () => {
    Object.entries(texts).forEach(([lang, map]) => registerBundledTexts(lang, map));
    return {};
  });
}
