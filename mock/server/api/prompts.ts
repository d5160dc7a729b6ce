// /hpfm prompt texts: a flat key -> text map of every key under one of the requested prefixes,
// from the stored prompt rows (the Prompt Texts page changes them). The organisation form is the
// session organisation's (another one: a failed body), as every `/{organizationId}` path.
import { publicRoute, userRoute, type ApiRoute, type RequestContext } from '../context';
import { json, type Reply } from '../http/reply';
import { PromptStore } from '../texts/prompt-store';
import type { PromptMap } from '../types';
import { checkedTenant } from './platform-common';

/**
 * Keys equal to a prefix or below it (`hzero.common` matches `hzero.common.button.ok`, not
 * `hzero.commonX`). No promptKey means every key. Partly translated languages (de_DE, ja_JP)
 * fall back per key to en_US; unknown languages get the zh_CN texts.
 */
export function selectPrompts(
  lang: string,
  promptKey: string | null,
  prompts: PromptStore = new PromptStore(),
): PromptMap {
  const code = lang.replace('-', '_');
  const texts = prompts.texts(code) ?? prompts.texts('zh_CN') ?? {};
  const prefixes = (promptKey ?? '')
    .split(',')
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix !== '');
  if (prefixes.length === 0) return texts;
  const selected: PromptMap = {};
  for (const [key, value] of Object.entries(texts)) {
    if (prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))) {
      selected[key] = value;
    }
  }
  return selected;
}

function prompts(ctx: RequestContext): Reply {
  return json(selectPrompts(ctx.params.lang, ctx.query.get('promptKey'), ctx.state.texts.prompts));
}

export const promptRoutes: ApiRoute[] = [
  publicRoute('GET', '/hpfm/v1/prompt/:lang', prompts),
  userRoute('GET', '/hpfm/v1/:orgId/prompt/:lang', checkedTenant(prompts)),
];
