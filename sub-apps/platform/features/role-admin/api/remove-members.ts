/**
 * `DELETE {iam}/hzero/v1[/{organizationId}]/member-roles/batch-delete`: members removed from the
 * role (refused when a user would be left without any role).
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleMemberDto } from '@polaris/core/services/iam/role-admin-types';

export function removeMembers(
  form: IamForm,
  members: Pick<RoleMemberDto, 'roleId' | 'memberId'>[],
) {
  return request<RoleMemberDto[]>(iamHzeroPath(form, 'member-roles/batch-delete'), {
    method: 'DELETE',
    data: members.map(({ roleId, memberId }) => ({ roleId, memberId, memberType: 'user' })),
  });
}
