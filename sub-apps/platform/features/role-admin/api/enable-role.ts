/** `PUT {iam}/hzero/v1[/{organizationId}]/roles/enable`: the role is offered to its members again. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleRef } from '@polaris/core/services/iam/role-admin-types';

export function enableRole(form: IamForm, { id, objectVersionNumber }: RoleRef) {
  return request<RoleAdminDto>(iamHzeroPath(form, 'roles/enable'), {
    method: 'PUT',
    data: { id, objectVersionNumber },
  });
}
