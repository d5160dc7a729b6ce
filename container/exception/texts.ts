/** Texts of the shell's 501 page (its lazy chunk registers them; prompt texts override them). */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const EXCEPTION_TEXTS = Symbol('polaris.exception.texts');

export const exceptionTexts: Record<string, TextMap> = {
  en_US: { 'hzero.common.exception.serverAnswer': 'What the server answered' },
  zh_CN: { 'hzero.common.exception.serverAnswer': '服务器的答复' },
};
