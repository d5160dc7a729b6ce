/**
 * `GET {workflow}/v1[/{organizationId}]/process/documents`: a page of the business documents and
 * the process each starts: every organisation's on the site form (`tenantId` filters), the
 * organisation's own on the tenant form.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ProcessDocumentQuery,
  ProcessDocumentRow,
} from '@polaris/core/services/workflow/definition-admin-types';

export const fetchProcessDocuments = listEndpoint<ProcessDocumentRow, ProcessDocumentQuery>(
  'workflow',
  'auto',
  'process/documents',
);
