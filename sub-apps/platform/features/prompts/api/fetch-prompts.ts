/** `GET {platform}/v1/prompts` (site level): a page of prompt texts, one key in one language each. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { PromptDto, PromptQuery } from '@polaris/core/services/platform/text-admin-types';

export const fetchPrompts = listEndpoint<PromptDto, PromptQuery>('platform', 'site', 'prompts');
