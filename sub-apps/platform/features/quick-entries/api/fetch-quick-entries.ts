/** `GET {platform}/v1/quick-entries` (site level): a page of every role's quick entries. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  QuickEntryAdminDto,
  QuickEntryQuery,
} from '@polaris/core/services/platform/org-config-types';

export const fetchQuickEntries = listEndpoint<QuickEntryAdminDto, QuickEntryQuery>(
  'platform',
  'site',
  'quick-entries',
);
