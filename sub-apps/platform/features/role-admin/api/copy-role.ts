/**
 * `POST {iam}/hzero/v1[/{organizationId}]/roles/copy?copyFromRoleId=`: a new role in the source's
 * tenant with its menus, permission sets and labels; answers the new role.
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleCreate } from '@polaris/core/services/iam/role-admin-types';

export function copyRole(
  form: IamForm,
  copyFromRoleId: number,
  role: RoleCreate,
): Promise<RoleAdminDto> {
  return request<RoleAdminDto>(iamHzeroPath(form, 'roles/copy'), {
    method: 'POST',
    params: { copyFromRoleId },
    data: role,
  });
}
