/**
 * `POST {platform}/v1/quick-entries`: a page of a role's menu added to its users' workplace card
 * (last, unless `orderSeq` says where). A page the role's card lists already is refused.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  QuickEntryAdminDto,
  QuickEntryCreate,
} from '@polaris/core/services/platform/org-config-types';

export function createQuickEntry(
  entry: QuickEntryCreate,
  options?: CallOptions,
): Promise<QuickEntryAdminDto> {
  return request<QuickEntryAdminDto>(v1('platform', 'site', 'quick-entries'), {
    method: 'POST',
    data: entry,
    ...options,
  });
}
