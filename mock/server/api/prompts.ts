// /hpfm prompt texts: a flat key -> text map of every key under one of the requested prefixes. The
// organisation form is the session organisation's (another one: a failed body), as every
// `/{organizationId}` path.
import { deDE } from '../../data/prompts/de_DE';
import { enUS } from '../../data/prompts/en_US';
import { jaJP } from '../../data/prompts/ja_JP';
import { zhCN } from '../../data/prompts/zh_CN';
import { publicRoute, userRoute, type ApiRoute, type RequestContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { PromptMap } from '../types';
import { checkedTenant } from './platform-common';

const PROMPTS: Record<string, PromptMap> = { zh_CN: zhCN, en_US: enUS };

/** Partly translated languages: each missing key is answered with its en_US text. */
const PARTIAL_PROMPTS: Record<string, PromptMap> = {
  de_DE: { ...enUS, ...deDE },
  ja_JP: { ...enUS, ...jaJP },
};

/**
 * Keys equal to a prefix or below it (`hzero.common` matches `hzero.common.button.ok`, not
 * `hzero.commonX`). No promptKey means every key. Partly translated languages (de_DE, ja_JP)
 * fall back per key to en_US; unknown languages get the zh_CN texts.
 */
export function selectPrompts(lang: string, promptKey: string | null): PromptMap {
  const code = lang.replace('-', '_');
  const texts = PROMPTS[code] ?? PARTIAL_PROMPTS[code] ?? zhCN;
  const prefixes = (promptKey ?? '')
    .split(',')
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix !== '');
  if (prefixes.length === 0) return { ...texts };
  const selected: PromptMap = {};
  for (const [key, value] of Object.entries(texts)) {
    if (prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))) {
      selected[key] = value;
    }
  }
  return selected;
}

function prompts(ctx: RequestContext): Reply {
  return json(selectPrompts(ctx.params.lang, ctx.query.get('promptKey')));
}

export const promptRoutes: ApiRoute[] = [
  publicRoute('GET', '/hpfm/v1/prompt/:lang', prompts),
  userRoute('GET', '/hpfm/v1/:orgId/prompt/:lang', checkedTenant(prompts)),
];
