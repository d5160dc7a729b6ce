/** `GET {platform}/v1/tenants`, site level: a page of the platform's tenants. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  TenantInfoDto,
  TenantInfoQuery,
} from '@polaris/core/services/platform/tenant-admin-types';

export const fetchTenants = listEndpoint<TenantInfoDto, TenantInfoQuery>(
  'platform',
  'site',
  'tenants',
);
