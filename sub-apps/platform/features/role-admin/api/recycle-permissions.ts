/**
 * `PUT {iam}/hzero/v1[/{organizationId}]/roles/{roleId}/permission-sets/recycle` with node ids:
 * the pages and permission sets taken from the role (gone from its menu on its next load).
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { PermissionTreeNodeDto } from '@polaris/core/services/iam/role-admin-types';

export function recyclePermissions(form: IamForm, roleId: number, ids: number[]) {
  return request<PermissionTreeNodeDto[]>(
    iamHzeroPath(form, `roles/${roleId}/permission-sets/recycle`),
    { method: 'PUT', data: ids },
  );
}
