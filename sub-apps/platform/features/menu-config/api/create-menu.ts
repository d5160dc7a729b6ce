/** `POST {iam}/hzero/v1/menus/create`: a directory or a page added to the site catalogue. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { MenuCreateDto, MenuManageDto } from '@polaris/core/services/iam/types';

export function createMenu(menu: MenuCreateDto) {
  return request<MenuManageDto>(iamHzeroPath('site', 'menus/create'), {
    method: 'POST',
    data: menu,
  });
}
