/** Audit data (spec section 7, `{monitor}` rows). */
import { request } from '../../request/client';
import type { Page, PageQuery } from '../../request/paging';
import { gateway, v1, type CallOptions, type TenantScope } from '../shared';
import type {
  AuditDataDto,
  AuditDataQuery,
  AuditDocumentQuery,
  AuditLogDetailDto,
  AuditPageRouteDto,
} from './types';

/** Call table: `GET {monitor}/v1/[{orgId}/]audit-datas` with the query object (audit versions). */
export function fetchAuditDatas(
  query: AuditDataQuery & Partial<PageQuery>,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<Page<AuditDataDto>> {
  return request<Page<AuditDataDto>>(v1('monitor', scope, 'audit-datas'), {
    method: 'GET',
    params: query,
    ...options,
  });
}

/** Call table: `GET {monitor}/v1/{orgId}/audit-documents/log/detail` with query. */
export function fetchAuditLogDetail(
  query: AuditDocumentQuery,
  options?: CallOptions,
): Promise<AuditLogDetailDto> {
  return request<AuditLogDetailDto>(
    `${gateway().monitor}/v1/{organizationId}/audit-documents/log/detail`,
    { method: 'GET', params: query, ...options },
  );
}

/** Call table: `GET {mnt}/v1/{tenantId}/audit-documents/page-route` with query. */
export function fetchAuditPageRoute(
  query: AuditDocumentQuery,
  options?: CallOptions,
): Promise<AuditPageRouteDto> {
  return request<AuditPageRouteDto>(v1('monitor', 'tenant', 'audit-documents/page-route'), {
    method: 'GET',
    params: query,
    ...options,
  });
}
