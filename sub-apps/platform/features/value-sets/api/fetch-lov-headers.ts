/**
 * `GET {platform}/v1[/{organizationId}]/lov-headers`: a page of value sets. `site` (the value set
 * page, /hpfm/value-list) lists every organisation's sets; `tenant` (/hpfm/value-list-org) the
 * organisation's own and the platform's predefined ones (tenantId 0, read-only there); `auto`
 * follows the role's level.
 */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions, type TenantScope } from '@polaris/core/services/shared';
import type { LovHeaderDto, LovHeaderQuery } from '@polaris/core/services/platform/types';

export function fetchLovHeaders(
  query: LovHeaderQuery = {},
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<Page<LovHeaderDto>> {
  return request<Page<LovHeaderDto>>(v1('platform', scope, 'lov-headers'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
