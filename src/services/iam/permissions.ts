import { request } from '../../request/client';
import { gateway, type CallOptions } from '../shared';
import type { PermissionCheckDto } from './types';

/**
 * Call table: `POST {iam}/hzero/v1/menus/check-permissions` (permission check, also the "batch
 * permission check"). Body: the permission codes, e.g. `hpfm.bank.button.edit`.
 */
export function checkPermissions(
  codes: string[],
  options?: CallOptions,
): Promise<PermissionCheckDto[]> {
  return request<PermissionCheckDto[]>(`${gateway().iam}/hzero/v1/menus/check-permissions`, {
    method: 'POST',
    data: codes,
    ...options,
  });
}
