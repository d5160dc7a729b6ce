/**
 * `GET {iam}/hzero/v1/roles` (site form: every tenant's roles) and
 * `GET {iam}/hzero/v1/{organizationId}/roles` (tenant form: the organisation's): a page of roles.
 */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleAdminQuery } from '@polaris/core/services/iam/role-admin-types';

export const fetchRoles = {
  site: iamHzeroList<RoleAdminDto, RoleAdminQuery>('site', 'roles'),
  tenant: iamHzeroList<RoleAdminDto, RoleAdminQuery>('tenant', 'roles'),
};
