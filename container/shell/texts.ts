/**
 * What the container's runtime ships on top of the core's texts (boot.tsx, embedded/): the
 * areas' bundled texts that the shell's first paint may need. The server's prompt texts override
 * them; texts of lazy parts come with their chunks.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { headerTexts } from '../header/texts';
import { traceTexts } from '../header/trace-texts';
import { routingTexts } from '../routing/texts';

const parts = [routingTexts, headerTexts, traceTexts];

export const shellTexts: Record<string, TextMap> = {
  en_US: Object.assign({}, ...parts.map((part) => part.en_US)),
  zh_CN: Object.assign({}, ...parts.map((part) => part.zh_CN)),
};
