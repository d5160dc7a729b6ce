/** `GET {platform}/v1/static-texts` (site level): a page of static texts by code and language. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  StaticTextDto,
  StaticTextQuery,
} from '@polaris/core/services/platform/text-admin-types';

export const fetchStaticTexts = listEndpoint<StaticTextDto, StaticTextQuery>(
  'platform',
  'site',
  'static-texts',
);
