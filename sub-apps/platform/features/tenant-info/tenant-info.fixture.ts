/** Tenants the page tests share. */
import type { TenantInfoDto } from '@polaris/core/services/platform/tenant-admin-types';

export const tenant = (tenantId: number, tenantNum: string, enabledFlag = 1): TenantInfoDto => ({
  tenantId,
  tenantNum,
  tenantName: `${tenantNum} Ltd`,
  enabledFlag,
  limitUserQty: 20,
  userCount: 2,
  contactName: null,
  contactEmail: null,
  creationDate: '2026-01-05 09:00:00',
  objectVersionNumber: 3,
});
