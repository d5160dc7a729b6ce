/**
 * `PUT {iam}/hzero/v1/menus/permission-set/enable|disable` with `{ id }`: a permission set in
 * force or not, for every role at once.
 */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { MenuPermissionSetDto } from '@polaris/core/services/iam/types';

export function setPermissionSetEnabled(id: number, enabled: boolean) {
  return request<MenuPermissionSetDto>(
    iamHzeroPath('site', `menus/permission-set/${enabled ? 'enable' : 'disable'}`),
    { method: 'PUT', data: { id } },
  );
}
