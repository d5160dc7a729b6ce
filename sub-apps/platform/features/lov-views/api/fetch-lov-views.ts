/** `GET {platform}/v1/lov-view-headers` (site level): a page of lookup views with their fields. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  LovViewHeaderDto,
  LovViewQuery,
} from '@polaris/core/services/platform/lov-view-admin-types';

export const fetchLovViews = listEndpoint<LovViewHeaderDto, LovViewQuery>(
  'platform',
  'site',
  'lov-view-headers',
);
