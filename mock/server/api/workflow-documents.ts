// /hwfl/v1[/{tid}]/process/documents: which business document starts which process (Documents
// page), and `…/process/deployed-keys`, the processes an organisation may name (a DEPLOYED
// version). The site form (no {tid}) reaches every organisation's, for a site-level role
// (`?tenantId=` filters and names whose keys; a create names the `tenantId`); the tenant form the
// organisation's own. Both need the page `hzero.workflow.documents`; a create the button
// `hwfl.documents.button.create`, a change (enable and disable too) `hwfl.documents.button.edit`.
// A document's code is unique in its organisation and never changes; its process must be one the
// organisation has deployed (a key it has not: `error.param.invalid` naming `processKey`). A
// change carries the `objectVersionNumber` read; a stale one is `error.record.changed`.
import type { ProcessDocumentRow } from '../../../src/services/workflow/definition-admin-types';
import type { ProcessDocumentDto } from '../../../src/services/workflow/process-types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, tenantNameOf, tenantNamed } from './form-reach';
import { tenantRoutes } from './tenant-path';

const BASE = '/hwfl/v1[/:tid]/process/documents';
export const DOCUMENTS_PAGE = 'hzero.workflow.documents';
export const documentButton = (action: 'create' | 'edit') => `hwfl.documents.button.${action}`;
/** A document code: capitals, digits and `_`, starting with a capital (at most 60). */
const DOCUMENT_CODE = /^[A-Z][A-Z0-9_]{0,59}$/;

const documentsAdmin = formAdmin(
  { site: DOCUMENTS_PAGE, tenant: DOCUMENTS_PAGE },
  t('管理流程单据', 'manage process documents'),
  t('管理各组织的流程单据', 'manage every organisation’s process documents'),
);

const store = (ctx: UserContext) => ctx.state.processDefinitions;

function rowOf(ctx: UserContext, document: ProcessDocumentDto, lang: LanguageCode) {
  const row: ProcessDocumentRow = {
    ...document,
    tenantName: tenantNameOf(ctx, document.tenantId, lang),
    processName: store(ctx).deployed(document.tenantId, document.processKey)?.name ?? null,
  };
  return row;
}

const listDocuments: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const tenantId = query.int('tenantId');
  const code = query.text('documentCode') ?? undefined;
  const name = query.text('documentName') ?? undefined;
  const key = query.text('processKey') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const reach = formReach(ctx);
  const rows = store(ctx)
    .allDocuments()
    .filter(
      (d) =>
        (reach === 'all' || d.tenantId === reach) &&
        (tenantId === undefined || d.tenantId === tenantId) &&
        contains(d.documentCode, code) &&
        contains(d.documentName, name) &&
        contains(d.processKey, key) &&
        (enabled === undefined || d.enabledFlag === enabled),
    )
    .map((document) => rowOf(ctx, document, lang));
  const byCode = (a: ProcessDocumentRow, b: ProcessDocumentRow) =>
    a.tenantId - b.tenantId || a.documentCode.localeCompare(b.documentCode);
  return listReply(rows, ctx.query, byCode, 'process-documents');
};

const deployedKeys: AdminHandler = (ctx) =>
  json(store(ctx).deployedKeys(tenantNamed(ctx, queryReader(ctx.query))));

const createDocument: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, documentButton('create'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const tenantId = tenantNamed(ctx, reader);
  const documentCode = reader.requiredText('documentCode', 60);
  if (!DOCUMENT_CODE.test(documentCode)) {
    reader.fail(
      'documentCode',
      '只能是大写字母、数字和 _，以大写字母开头',
      'must be capitals, digits and _, starting with a capital',
    );
  }
  const saved = store(ctx).createDocument({
    tenantId,
    documentCode,
    documentName: reader.requiredText('documentName', 120),
    processKey: reader.requiredText('processKey', 60),
    documentPath: reader.text('documentPath', { max: 240 }) || null,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  });
  return json(rowOf(ctx, saved, lang));
};

const updateDocument: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, documentButton('edit'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const documentId = reader.requiredInt('documentId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber');
  const documentPath = reader.text('documentPath', { max: 240 });
  const change = {
    documentName: reader.presentText('documentName', 120),
    processKey: reader.presentText('processKey', 60),
    documentPath: documentPath === undefined ? undefined : documentPath || null,
    enabledFlag: reader.flag('enabledFlag'),
  };
  const defined = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  );
  const saved = store(ctx).updateDocument(formReach(ctx), documentId, version, defined);
  return json(rowOf(ctx, saved, lang));
};

export const documentRoutes = [
  ...tenantRoutes('GET', BASE, documentsAdmin(listDocuments)),
  ...tenantRoutes('POST', BASE, documentsAdmin(createDocument)),
  ...tenantRoutes('PUT', BASE, documentsAdmin(updateDocument)),
  ...tenantRoutes('GET', '/hwfl/v1[/:tid]/process/deployed-keys', documentsAdmin(deployedKeys)),
];
