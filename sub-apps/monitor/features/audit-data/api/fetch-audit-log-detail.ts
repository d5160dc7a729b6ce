/**
 * `GET {monitor}/v1/{orgId}/audit-documents/log/detail`: the log of a document (or of one of its
 * records), a page of its versions with the document and entity they belong to.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { AuditDocumentQuery, AuditLogDetailDto } from '@polaris/core/services/monitor/types';

export const fetchAuditLogDetail = listEndpoint<AuditLogDetailDto, AuditDocumentQuery>(
  'monitor',
  'tenant',
  'audit-documents/log/detail',
);
