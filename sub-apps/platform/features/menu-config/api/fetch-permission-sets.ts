/** `GET {iam}/hzero/v1/menus/{menuId}/permission-set`: the button codes under a page, each with its state. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { MenuPermissionSetDto } from '@polaris/core/services/iam/types';

export function fetchPermissionSets(menuId: number, lang: string) {
  return request<MenuPermissionSetDto[]>(iamHzeroPath('site', `menus/${menuId}/permission-set`), {
    params: { lang },
  });
}
