import { request } from '../../request/client';
import { v1, type CallOptions, type TenantScope } from '../shared';
import type { QuickEntryDto } from './types';

/** Call table: `GET {platform}/v1/[{tenantId}/]quick-entry/map-list`, no payload (quick entries). */
export function fetchQuickEntries(
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<QuickEntryDto[]> {
  return request<QuickEntryDto[]>(v1('platform', scope, 'quick-entry/map-list'), {
    method: 'GET',
    ...options,
  });
}
