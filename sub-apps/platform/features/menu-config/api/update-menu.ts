/** `PUT {iam}/hzero/v1/menus/update`: a menu's names, route, icon; `parentId` and `sort` move it. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { MenuManageDto, MenuUpdateDto } from '@polaris/core/services/iam/types';

export function updateMenu(menu: MenuUpdateDto) {
  return request<MenuManageDto>(iamHzeroPath('site', 'menus/update'), {
    method: 'PUT',
    data: menu,
  });
}
