/** `GET {iam}/hzero/v1[/{organizationId}]/member-roles/role-users/{roleId}`: a page of members. */
import { iamHzeroList, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleMemberDto, RoleMemberQuery } from '@polaris/core/services/iam/role-admin-types';

export const fetchRoleMembers = (form: IamForm, roleId: number) =>
  iamHzeroList<RoleMemberDto, RoleMemberQuery>(form, `member-roles/role-users/${roleId}`);
