/**
 * `POST {platform}/v1[/{organizationId}]/lov-values/batch-save`: creates, updates and deletes
 * values in one all-or-nothing batch (each row's `_status`). Answers the created and updated
 * values as saved (new ids, new versions); a duplicate value, a stale version or a predefined set
 * on the tenant form fails the whole batch, and nothing is saved. Meanings are saved in the
 * caller's language; the lookups (`lovs/value`, batches) answer the new values at once.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions, type TenantScope } from '@polaris/core/services/shared';
import type { LovValueRowDto, LovValueSaveRow } from '@polaris/core/services/platform/types';

export function saveLovValues(
  rows: LovValueSaveRow[],
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<LovValueRowDto[]> {
  return request<LovValueRowDto[]>(v1('platform', scope, 'lov-values/batch-save'), {
    method: 'POST',
    data: rows,
    ...options,
  });
}
