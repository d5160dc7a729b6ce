// /hmnt audit: versions of one entity (paged, newest first, filtered by entity, change type and
// change date), the log of an audit document and the front-end route of a document's page.
// The seed's versions and those audited since (monitor/audit-trail.ts), partitioned by tenant: a
// site-level role reads every tenant's versions, any other role its organisation's only (the site
// form, too, is its organisation view).
import {
  AUDIT_TYPE_MEANINGS,
  seedAuditDocuments as baseDocuments,
  type SeedAuditDocument,
  type SeedAuditVersion,
} from '../../data/audit';
import { longAuditDocuments } from '../../data/audit-long';
import type { UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { pageOf } from '../work/paging';
import { normaliseDateTime } from '../work/dates';
import type { AuditLogRow, AuditVersion } from '../work/wire';
import { sessionReadScope } from './platform-common';
import { intParam } from './query-params';
import { inReadScope } from './role-level';
import { tenantRoutes } from './tenant-path';

const seedAuditDocuments = [...baseDocuments, ...longAuditDocuments];

/** A date bound: `YYYY-MM-DD HH:mm:ss`, or a bare date (from 00:00:00, or until 23:59:59). */
function dateBound(query: URLSearchParams, field: string, endOfDay: boolean) {
  const raw = query.get(field)?.trim();
  if (!raw) return { value: undefined };
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const value = normaliseDateTime(bare && endOfDay ? `${raw} 23:59:59` : raw);
  return value
    ? { value }
    : {
        error: failed(
          'error.param.invalid',
          `${field} must be a time as YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(raw)}`,
        ),
      };
}

function versionView(seed: SeedAuditVersion, lang: LanguageCode): AuditVersion {
  return {
    auditDataId: seed.auditDataId,
    entityCode: seed.entityCode,
    entityId: seed.entityId,
    entityVersion: seed.entityVersion,
    auditType: seed.auditType,
    auditTypeMeaning: AUDIT_TYPE_MEANINGS[seed.auditType][lang],
    remark: seed.remark,
    lastUpdatedByName: seed.lastUpdatedByName,
    lastUpdateDate: seed.lastUpdateDate,
    auditDataLineList: seed.lines.map(([fieldCode, fieldName, fieldValueOld, fieldValueNew]) => ({
      fieldCode,
      fieldName: fieldName[lang],
      fieldValueOld,
      fieldValueNew,
    })),
  };
}

/** The versions the session may read (the seed's and those audited since: state.monitor.audit). */
function readableVersions(ctx: UserContext): SeedAuditVersion[] {
  const scope = sessionReadScope(ctx);
  return ctx.state.monitor.audit
    .versions()
    .filter((version) => inReadScope(scope, version.tenantId));
}

const language = (ctx: UserContext) => ctx.state.accounts.user(ctx.session.userId).language;
const newestFirst = (a: SeedAuditVersion, b: SeedAuditVersion) =>
  b.lastUpdateDate.localeCompare(a.lastUpdateDate) || b.auditDataId - a.auditDataId;

function auditDatas(ctx: UserContext): Reply {
  const entityCode = ctx.query.get('entityCode');
  const entityId = intParam(ctx.query, 'entityId');
  const auditType = ctx.query.get('auditType');
  const from = dateBound(ctx.query, 'lastUpdateDateFrom', false);
  const to = dateBound(ctx.query, 'lastUpdateDateTo', true);
  const invalid = from.error ?? to.error;
  if (invalid) return invalid;
  const versions = readableVersions(ctx)
    .filter((v) => !entityCode || v.entityCode === entityCode)
    .filter((v) => entityId === undefined || v.entityId === entityId)
    .filter((v) => !auditType || v.auditType === auditType)
    .filter((v) => from.value === undefined || v.lastUpdateDate >= from.value)
    .filter((v) => to.value === undefined || v.lastUpdateDate <= to.value)
    .sort(newestFirst);
  const lang = language(ctx);
  return json(
    pageOf(
      versions.map((v) => versionView(v, lang)),
      ctx.query,
    ),
  );
}

function documentOf(query: URLSearchParams): SeedAuditDocument | undefined {
  const id = intParam(query, 'auditDocumentId');
  const code = query.get('documentCode') ?? query.get('entityCode');
  return seedAuditDocuments.find(
    (doc) =>
      (id !== undefined && doc.auditDocumentId === id) ||
      (code !== null &&
        (doc.documentCode === code || doc.entities.some((e) => e.entityCode === code))),
  );
}

const noDocument = () =>
  failed('error.audit.document_not_found', 'No audit document for auditDocumentId / documentCode');

function logDetail(ctx: UserContext): Reply {
  const doc = documentOf(ctx.query);
  if (!doc) return noDocument();
  const lang = language(ctx);
  const entityId = intParam(ctx.query, 'entityId', 'businessKey');
  const rows = readableVersions(ctx)
    .filter((v) => doc.entities.some((e) => e.entityCode === v.entityCode))
    .filter((v) => entityId === undefined || v.entityId === entityId)
    .sort(newestFirst)
    .map(
      (v): AuditLogRow => ({
        ...versionView(v, lang),
        auditDocumentId: doc.auditDocumentId,
        documentCode: doc.documentCode,
        documentName: doc.documentName[lang],
        entityName: doc.entities.find((e) => e.entityCode === v.entityCode)?.entityName[lang] ?? '',
      }),
    );
  return json(pageOf(rows, ctx.query));
}

export const auditRoutes = [
  ...tenantRoutes('GET', '/hmnt/v1[/:tid]/audit-datas', auditDatas),
  ...tenantRoutes('GET', '/hmnt/v1/:tid/audit-documents/log/detail', logDetail),
  ...tenantRoutes('GET', '/hmnt/v1/:tid/audit-documents/page-route', (ctx) => {
    const doc = documentOf(ctx.query);
    return doc ? json({ route: doc.route }) : noDocument();
  }),
];
