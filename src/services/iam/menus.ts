import { getRuntimeConfig } from '../../config/runtime';
import { request } from '../../request/client';
import type { MenuDto } from './types';

/** The role-specific menu tree. `roldId` is the spelling the real client sends. */
export function fetchMenuTree(query: { lang: string; roleId: number }): Promise<MenuDto[]> {
  const config = getRuntimeConfig();
  return request<MenuDto[]>(`${config.services.iam}/hzero/v1/menus/tree`, {
    params: { lang: query.lang, roldId: query.roleId, labels: config.menuLabel, unionLabel: true },
  });
}
