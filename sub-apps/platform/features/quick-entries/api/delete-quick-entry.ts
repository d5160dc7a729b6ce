/** `DELETE {platform}/v1/quick-entries` (the entry's id and version in the body): off the card. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  QuickEntryAdminDto,
  QuickEntryRef,
} from '@polaris/core/services/platform/org-config-types';

export function deleteQuickEntry(
  entry: QuickEntryRef,
  options?: CallOptions,
): Promise<QuickEntryAdminDto> {
  return request<QuickEntryAdminDto>(v1('platform', 'site', 'quick-entries'), {
    method: 'DELETE',
    data: { quickEntryId: entry.quickEntryId, objectVersionNumber: entry.objectVersionNumber },
    ...options,
  });
}
