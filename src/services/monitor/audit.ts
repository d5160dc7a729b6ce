/**
 * Where an audited document's page is (spec section 7, the `{monitor}` rows). The Audit Data
 * page's own calls (versions, a document's log) are in its feature's `api/`; this one stays here
 * because the shell's trace test makes it too.
 */
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type { AuditDocumentQuery, AuditPageRouteDto } from './types';

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
