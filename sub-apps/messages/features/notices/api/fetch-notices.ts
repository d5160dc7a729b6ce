/**
 * `GET {message}/v1[/{organizationId}]/notices`: a page of the notices an administrator manages,
 * the platform's on the site form, the organisation's own on the tenant form.
 */
import type { Page, PageQuery } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { NoticeDto, NoticeQuery } from '@polaris/core/services/message/types';

export type NoticeScope = 'site' | 'tenant';

export function fetchNotices(
  scope: NoticeScope,
  query: NoticeQuery & Partial<PageQuery> = {},
  options?: CallOptions,
): Promise<Page<NoticeDto>> {
  return request<Page<NoticeDto>>(v1('message', scope, 'notices'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
