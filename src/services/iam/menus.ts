import { getRuntimeConfig } from '../../config/runtime';
import { request, type RequestOptions } from '../../request/client';
import type { MenuDto } from './types';

/**
 * Call table: `GET {iam}/hzero/v1/menus/tree` with query lang, roldId, labels, unionLabel (menu
 * tree, role specific). `roldId` is the spelling the real client sends.
 */
export function fetchMenuTree(
  query: { lang: string; roleId: number },
  /**
   * `silent`: the caller shows the failure itself (the shell's menu area, with a retry);
   * `unreported` and `signal`: asked ahead of need at start-up, and perhaps dropped.
   */
  options: Pick<RequestOptions, 'silent' | 'unreported' | 'signal'> = {},
): Promise<MenuDto[]> {
  const config = getRuntimeConfig();
  return request<MenuDto[]>(`${config.services.iam}/hzero/v1/menus/tree`, {
    params: { lang: query.lang, roldId: query.roleId, labels: config.menuLabel, unionLabel: true },
    ...options,
  });
}
