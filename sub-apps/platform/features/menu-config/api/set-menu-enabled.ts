/** `PUT {iam}/hzero/v1/menus/enable|disable?menuId=`: a menu (with what it holds) shown or not. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { MenuManageDto } from '@polaris/core/services/iam/types';

export function setMenuEnabled(menuId: number, enabled: boolean) {
  return request<MenuManageDto>(iamHzeroPath('site', `menus/${enabled ? 'enable' : 'disable'}`), {
    method: 'PUT',
    params: { menuId },
  });
}
