/** Audit data (spec section 7, the `{monitor}` rows): versions, a document's log, its page route. */
import { request } from '../../request/client';
import type { Page } from '../../request/paging';
import { v1, type CallOptions, type TenantScope } from '../shared';
import type {
  AuditDataDto,
  AuditDataQuery,
  AuditDocumentQuery,
  AuditLogDetailDto,
  AuditPageRouteDto,
} from './types';

/** `GET {monitor}/v1/[{orgId}/]audit-datas`: audited versions, newest first. */
export function fetchAuditDatas(
  query: AuditDataQuery,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<Page<AuditDataDto>> {
  return request<Page<AuditDataDto>>(v1('monitor', scope, 'audit-datas'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}

/** `GET {monitor}/v1/{orgId}/audit-documents/log/detail`: the log of a document. */
export function fetchAuditLogDetail(
  query: AuditDocumentQuery,
  options?: CallOptions,
): Promise<Page<AuditLogDetailDto>> {
  return request<Page<AuditLogDetailDto>>(v1('monitor', 'tenant', 'audit-documents/log/detail'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}

/** `GET {mnt}/v1/{tenantId}/audit-documents/page-route`: where the document's page is. */
export function fetchAuditPageRoute(
  query: AuditDocumentQuery,
  options?: CallOptions,
): Promise<AuditPageRouteDto> {
  return request<AuditPageRouteDto>(v1('monitor', 'tenant', 'audit-documents/page-route'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
