/** `GET {iam}/hzero/v1/menus/manage-tree`: the site menu catalogue, every menu with its state. */
import { request } from '@polaris/core/request/client';
import { iamHzeroPath } from '@polaris/core/services/iam/hzero-path';
import type { MenuManageDto } from '@polaris/core/services/iam/types';

export function fetchManageTree(lang: string) {
  return request<MenuManageDto[]>(iamHzeroPath('site', 'menus/manage-tree'), { params: { lang } });
}
