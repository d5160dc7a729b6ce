/**
 * `PUT {iam}/hzero/v1[/{organizationId}]/roles`: a role's name (in the caller's language) and
 * labels, when `objectVersionNumber` is still current; answers the saved role.
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleUpdate } from '@polaris/core/services/iam/role-admin-types';

export function updateRole(form: IamForm, update: RoleUpdate): Promise<RoleAdminDto> {
  return request<RoleAdminDto>(iamHzeroPath(form, 'roles'), { method: 'PUT', data: update });
}
