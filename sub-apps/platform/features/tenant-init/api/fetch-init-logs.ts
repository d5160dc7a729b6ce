/** `GET {platform}/v1/tenant-init-logs`, site level: past and running initialisations, newest first. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  TenantInitLogDto,
  TenantInitQuery,
} from '@polaris/core/services/platform/tenant-admin-types';

export const fetchInitLogs = listEndpoint<TenantInitLogDto, TenantInitQuery>(
  'platform',
  'site',
  'tenant-init-logs',
);
