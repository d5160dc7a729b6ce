/** `GET {platform}/v1/languages` (site level): a page of the languages the platform offers. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { LanguageDto, LanguageQuery } from '@polaris/core/services/platform/text-admin-types';

export const fetchLanguages = listEndpoint<LanguageDto, LanguageQuery>(
  'platform',
  'site',
  'languages',
);
