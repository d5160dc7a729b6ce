/** `POST {iam}/hzero/v1[/{organizationId}]/roles`: a new role (no menus yet); answers it. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleCreate } from '@polaris/core/services/iam/role-admin-types';

export function createRole(form: IamForm, role: RoleCreate): Promise<RoleAdminDto> {
  return request<RoleAdminDto>(iamHzeroPath(form, 'roles'), { method: 'POST', data: role });
}
