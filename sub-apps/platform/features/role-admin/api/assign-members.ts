/** `POST {iam}/hzero/v1[/{organizationId}]/member-roles/batch-assign`: users made members. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleMemberDto } from '@polaris/core/services/iam/role-admin-types';

export function assignMembers(form: IamForm, roleId: number, userIds: number[]) {
  return request<RoleMemberDto[]>(iamHzeroPath(form, 'member-roles/batch-assign'), {
    method: 'POST',
    data: userIds.map((memberId) => ({ roleId, memberId, memberType: 'user' })),
  });
}
