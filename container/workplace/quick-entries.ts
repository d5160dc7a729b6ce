/** Call table: `GET {platform}/v1[/{tenantId}]/quick-entry/map-list`: the role's quick entries. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { QuickEntryDto } from '@polaris/core/services/platform/types';

export function fetchQuickEntries(options?: CallOptions): Promise<QuickEntryDto[]> {
  return request<QuickEntryDto[]>(v1('platform', 'auto', 'quick-entry/map-list'), {
    method: 'GET',
    ...options,
  });
}
