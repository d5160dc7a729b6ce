import { hasTexts, mergeTexts } from '../i18n/intl';
import { fetchPrompts } from '../services/platform/prompts';

/** Loads the prompt texts a sub-app needs when no shell handed them over. */
export async function loadSubAppTexts(
  language: string,
  promptKeys: string[],
  organizationId: number,
): Promise<void> {
  if (hasTexts(language)) return;
  try {
    mergeTexts(
      language,
      await fetchPrompts({
        lang: language,
        promptKey: ['hzero.common', ...promptKeys],
        organizationId,
      }),
    );
  } catch {
    // bundled defaults remain; fetchPrompts is silent by design
  }
}
