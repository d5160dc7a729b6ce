/**
 * `GET {message}/v1[/{organizationId}]/notices`: a page of the notices an administrator manages,
 * the platform's on the site form, the organisation's own on the tenant form.
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type { NoticeDto, NoticeQuery } from '@polaris/core/services/message/types';

export type NoticeScope = 'site' | 'tenant';

export const fetchNotices: Record<NoticeScope, ListEndpoint<NoticeDto, NoticeQuery>> = {
  site: listEndpoint('message', 'site', 'notices'),
  tenant: listEndpoint('message', 'tenant', 'notices'),
};
