/** `GET {platform}/v1/multi-language/texts` (site level): translatable fields, text per language. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  MultiLanguageTextDto,
  MultiLanguageTextQuery,
} from '@polaris/core/services/platform/multi-language-types';

export const fetchMultiLanguageTexts = listEndpoint<MultiLanguageTextDto, MultiLanguageTextQuery>(
  'platform',
  'site',
  'multi-language/texts',
);
