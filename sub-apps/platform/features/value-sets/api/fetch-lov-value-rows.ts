/**
 * `GET {platform}/v1[/{organizationId}]/lov-values?lovId=`: a page of one value set's values, by
 * orderSeq, disabled ones included (the lookups leave those out).
 */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions, type TenantScope } from '@polaris/core/services/shared';
import type { LovValueQuery, LovValueRowDto } from '@polaris/core/services/platform/types';

export function fetchLovValueRows(
  query: LovValueQuery,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<Page<LovValueRowDto>> {
  return request<Page<LovValueRowDto>>(v1('platform', scope, 'lov-values'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
