/** Rows the role pages' tests show. */
import type { RoleAdminDto } from '@polaris/core/services/iam/role-admin-types';

export const roleRow = (id: number, code: string, patch: Partial<RoleAdminDto> = {}) =>
  ({
    id,
    code,
    name: `${code} name`,
    level: 'organization',
    tenantId: 1,
    tenantName: 'Acme Property',
    enabled: true,
    adminFlag: 0,
    labels: [],
    memberCount: 1,
    menuCount: 2,
    objectVersionNumber: 3,
    _token: 't',
    ...patch,
  }) satisfies RoleAdminDto;
