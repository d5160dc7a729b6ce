/**
 * `GET {iam}/hzero/v1[/{organizationId}]/roles/{roleId}/permission-set-tree`: the menus and
 * permission sets the role may be given, in the caller's language, with what it holds checked.
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath, type IamForm } from '@polaris/core/services/iam/hzero-path';
import type { PermissionTreeNodeDto } from '@polaris/core/services/iam/role-admin-types';

export function fetchPermissionTree(
  form: IamForm,
  roleId: number,
): Promise<PermissionTreeNodeDto[]> {
  return request<PermissionTreeNodeDto[]>(
    iamHzeroPath(form, `roles/${roleId}/permission-set-tree`),
    { fresh: true },
  );
}
