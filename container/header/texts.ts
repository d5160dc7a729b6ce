/** The header's bundled texts in the shell's first load (its lazy parts bring their own). */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const headerTexts: Record<string, TextMap> = {
  en_US: { 'hzero.common.title.feedback': 'Feedback' },
  zh_CN: { 'hzero.common.title.feedback': '意见反馈' },
};
