/**
 * The bell's texts. The button's label is in the shell's first load; the panel's and the
 * workplace cards' come with their lazy chunks. Registered once per runtime
 * (`useTextsOnce(BELL_TEXTS, bellTexts)`); the gateway's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const bellTexts: Record<string, TextMap> = {
  en_US: { 'hmsg.bell.label': 'Messages, {count} unread' },
  zh_CN: { 'hmsg.bell.label': '消息，{count} 条未读' },
};
