/**
 * `PUT {iam}/hzero/v1[/{organizationId}]/roles/{roleId}/permission-sets/assign` with node ids:
 * the pages (a directory: all of its pages) and permission sets given to the role.
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { PermissionTreeNodeDto } from '@polaris/core/services/iam/role-admin-types';

export function assignPermissions(form: IamForm, roleId: number, ids: number[]) {
  return request<PermissionTreeNodeDto[]>(
    iamHzeroPath(form, `roles/${roleId}/permission-sets/assign`),
    { method: 'PUT', data: ids },
  );
}
