/**
 * `POST {workflow}/v1[/{organizationId}]/process/documents` (a new document; the site form names
 * its `tenantId`) or `PUT` (a change, with the `objectVersionNumber` read): answers the saved
 * document. A process the organisation has not deployed is refused, naming `processKey`.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ProcessDocumentRow,
  ProcessDocumentSave,
} from '@polaris/core/services/workflow/definition-admin-types';

export function saveProcessDocument(
  document: ProcessDocumentSave,
  options?: CallOptions,
): Promise<ProcessDocumentRow> {
  return request<ProcessDocumentRow>(v1('workflow', 'auto', 'process/documents'), {
    method: document.documentId === undefined ? 'POST' : 'PUT',
    data: document,
    ...options,
  });
}
