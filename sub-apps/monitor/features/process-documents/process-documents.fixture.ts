/** Documents the page tests share. */
import type { ProcessDocumentRow } from '@polaris/core/services/workflow/definition-admin-types';

export const document = (
  documentId: number,
  documentCode: string,
  enabledFlag: 0 | 1 = 1,
): ProcessDocumentRow => ({
  documentId,
  tenantId: 1,
  tenantName: 'Acme Property',
  documentCode,
  documentName: `${documentCode} form`,
  processKey: 'RENOVATION_BUDGET',
  processName: 'Renovation budget',
  documentPath: null,
  enabledFlag,
  objectVersionNumber: 2,
});
