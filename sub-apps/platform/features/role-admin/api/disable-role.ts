/**
 * `PUT {iam}/hzero/v1[/{organizationId}]/roles/disable`: the role is no longer offered and starts
 * no session. Refused for an administrator role, the caller's current role and a member's last
 * enabled role (the gateway says which).
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleRef } from '@polaris/core/services/iam/role-admin-types';

export function disableRole(form: IamForm, { id, objectVersionNumber }: RoleRef) {
  return request<RoleAdminDto>(iamHzeroPath(form, 'roles/disable'), {
    method: 'PUT',
    data: { id, objectVersionNumber },
  });
}
