/** `GET {platform}/v1/quick-entries/roles` (site level): each role with the pages of its menu. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { QuickEntryRoleDto } from '@polaris/core/services/platform/org-config-types';

export function fetchQuickEntryRoles(options?: CallOptions): Promise<QuickEntryRoleDto[]> {
  return request<QuickEntryRoleDto[]>(v1('platform', 'site', 'quick-entries/roles'), {
    method: 'GET',
    ...options,
  });
}
