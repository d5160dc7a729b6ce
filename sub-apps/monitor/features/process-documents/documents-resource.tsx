/**
 * Business documents as a resource: which document starts which process. Searched by code, name
 * and process (and organisation on the site form, which lists every organisation's with its
 * name); created and edited in a dialog (the code typed once; the process chosen among the
 * organisation's deployed ones), enabled and disabled.
 */
import { enableActions } from '@polaris/core/kit/resource/enable-actions';
import { siteOnly, siteTenantFilter, type ResourceScope } from '@polaris/core/kit/resource/scope';
import { defineResource, type FormFieldSpec } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type {
  ProcessDocumentQuery,
  ProcessDocumentRow,
} from '@polaris/core/services/workflow/definition-admin-types';
import { fetchProcessDocuments } from './api/fetch-process-documents';
import { saveProcessDocument } from './api/save-process-document';
import { ProcessKeySelect } from './ProcessKeySelect';

export const documentPermission = (action: 'create' | 'edit') => `hwfl.documents.button.${action}`;

/** Capitals, digits and `_`, starting with a capital (as the gateway checks). */
export const DOCUMENT_CODE = /^[A-Z][A-Z0-9_]{0,59}$/;

export interface DocumentValues {
  tenantId?: string;
  documentCode: string;
  documentName: string;
  processKey?: string;
  documentPath: string;
  enabledFlag: boolean;
}

const documentsResource = (scope: ResourceScope) =>
  defineResource<ProcessDocumentRow, ProcessDocumentQuery, DocumentValues>({
    key: ['hwfl', 'process-documents', scope],
    texts: 'hwfl.documents',
    endpoint: fetchProcessDocuments,
    rowKey: 'documentId',
    search: [
      ...siteTenantFilter(scope),
      { name: 'documentCode', span: 5 },
      { name: 'documentName', span: 5 },
      { name: 'processKey', span: 5 },
    ],
    columns: [
      { field: 'documentCode', width: 160, kind: 'code', sort: true },
      { field: 'documentName', width: 180 },
      ...siteOnly(scope, { field: 'tenantName', width: 150 }),
      { field: 'processKey', width: 180, kind: 'code' },
      { field: 'processName', width: 160 },
      { field: 'documentPath', width: 160 },
      { field: 'enabledFlag', width: 100, kind: 'status', status: enabledStatus },
    ],
    actions: [
      { key: 'edit', permission: documentPermission('edit') },
      ...enableActions<ProcessDocumentRow>({
        permission: documentPermission('edit'),
        save: (row, enabledFlag) =>
          saveProcessDocument({
            documentId: row.documentId,
            objectVersionNumber: row.objectVersionNumber,
            enabledFlag,
          }),
      }),
    ],
    form: {
      createTitle: 'hwfl.documents.create.title',
      createPermission: documentPermission('create'),
      editTitle: 'hwfl.documents.edit.title',
      titleValues: (row) => ({ code: row.documentCode }),
      fields: [
        ...siteOnly<FormFieldSpec>(scope, {
          name: 'tenantId',
          kind: 'lov',
          lovCode: 'HPFM.TENANT',
          required: true,
          only: 'create',
        }),
        {
          name: 'documentCode',
          only: 'create',
          required: true,
          pattern: DOCUMENT_CODE,
          message: 'hwfl.documents.error.code',
        },
        { name: 'documentName', required: true, maxLength: 120 },
        {
          name: 'processKey',
          kind: 'custom',
          required: true,
          render: () => <ProcessKeySelect siteForm={scope === 'site'} />,
        },
        { name: 'documentPath', maxLength: 240 },
        { name: 'enabledFlag', kind: 'switch' },
      ],
      initial: (row) => ({
        tenantId: row ? String(row.tenantId) : undefined,
        documentCode: row?.documentCode ?? '',
        documentName: row?.documentName ?? '',
        processKey: row?.processKey,
        documentPath: row?.documentPath ?? '',
        enabledFlag: row ? row.enabledFlag === 1 : true,
      }),
      save: (values, row) =>
        saveProcessDocument({
          ...(row
            ? { documentId: row.documentId, objectVersionNumber: row.objectVersionNumber }
            : {
                documentCode: values.documentCode.trim(),
                ...(scope === 'site' && { tenantId: Number(values.tenantId) }),
              }),
          documentName: values.documentName.trim(),
          processKey: values.processKey,
          documentPath: values.documentPath?.trim() || null,
          enabledFlag: values.enabledFlag ? 1 : 0,
        }),
    },
  });

/** Every organisation's documents (site form) and the organisation's own (tenant form). */
export const documentsResources = {
  site: documentsResource('site'),
  tenant: documentsResource('tenant'),
};
