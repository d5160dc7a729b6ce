// Value sets (/hpfm/value-list at site level, /hpfm/value-list-org at tenant level): the headers
// (listed, created, deleted), one header, a set's values and the batch save of values. The site form sees and changes every
// set; the tenant form sees its organisation's own sets and the platform's predefined ones, and
// changes its own only. A tenant-level role reads the site form as its tenant form, but may not
// write through it (HTTP 403): the site form's writes are the platform's.
import type { NewHeader, StoredHeader, ValueOperation, WriteScope } from '../admin/value-set-store';
import { headerRow, valueRow } from '../admin/value-set-store';
import { notFound } from '../admin/failure';
import { arrayBody, FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { t } from '../../data/lov-types';
import type { ApiRoute, UserContext } from '../context';
import { userRoute } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

const VALUE_MAX = 60;
const MEANING_MAX = 240;
const DESCRIPTION_MAX = 480;
const LOV_TYPES = ['IDP', 'SQL', 'URL'];

/**
 * Whose sets a call sees and changes: every organisation's on the site form for a site-level role
 * (undefined); otherwise the session organisation's (the tenant form, or a tenant-level role on
 * the site form), plus the platform's predefined sets read-only.
 */
function scopeOf(ctx: UserContext): WriteScope {
  const site = ctx.state.accounts.role(ctx.session.roleId)?.level === 'site';
  return ctx.params.orgId === undefined && site ? undefined : ctx.session.tenantId;
}

function visible(header: StoredHeader, scope: WriteScope): boolean {
  return scope === undefined || header.tenantId === scope || header.tenantId === 0;
}

/** A header the form may see, or the failure naming the id. */
function visibleHeader(ctx: UserContext, lovId: number): StoredHeader {
  const header = ctx.state.admin.valueSets.header(lovId);
  if (!header || !visible(header, scopeOf(ctx))) {
    throw notFound(`值集 ${lovId} 不存在`, `Value set ${lovId} does not exist`);
  }
  return header;
}

const listHeaders: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const lovCode = query.text('lovCode') ?? undefined;
  const lovName = query.text('lovName') ?? undefined;
  const lovTypeCode = query.text('lovTypeCode')?.toUpperCase();
  if (lovTypeCode && !LOV_TYPES.includes(lovTypeCode)) {
    query.fail(
      'lovTypeCode',
      `必须是 ${LOV_TYPES.join('、')} 之一`,
      `must be one of ${LOV_TYPES.join(', ')}`,
    );
  }
  const enabledFlag = query.flag('enabledFlag');
  const tenantId = query.int('tenantId', { min: 0 });
  const scope = scopeOf(ctx);
  const rows = ctx.state.admin.valueSets
    .headers()
    .filter(
      (header) =>
        visible(header, scope) &&
        (tenantId === undefined || header.tenantId === tenantId) &&
        contains(header.lovCode, lovCode) &&
        contains(header.name[lang], lovName) &&
        (lovTypeCode === undefined || header.lovTypeCode === lovTypeCode) &&
        (enabledFlag === undefined || header.enabledFlag === enabledFlag),
    )
    .map((header) => headerRow(header, lang));
  return listReply(rows, ctx.query, (a, b) => a.lovId - b.lovId, 'value-sets');
};

function pathId(ctx: UserContext, name: string): number {
  return new FieldReader(ctx.params).requiredInt(name, { min: 1 });
}

const oneHeader: AdminHandler = (ctx, lang) =>
  json(headerRow(visibleHeader(ctx, pathId(ctx, 'lovId')), lang));

const listValues: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const header = visibleHeader(ctx, query.requiredInt('lovId', { min: 1 }));
  const value = query.text('value') ?? undefined;
  const meaning = query.text('meaning') ?? undefined;
  const rows = ctx.state.admin.valueSets
    .values(header.lovId)
    .filter((v) => contains(v.value, value) && contains(v.meaning[lang], meaning))
    .map((v) => valueRow(v, lang));
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.orderSeq - b.orderSeq || a.lovValueId - b.lovValueId,
    'values',
  );
};

/** The fields a create or update row may set; `create` requires value and meaning. */
function valueFields(reader: FieldReader) {
  return {
    value: reader.presentText('value', VALUE_MAX),
    meaning: reader.presentText('meaning', MEANING_MAX),
    orderSeq: reader.int('orderSeq', { min: 0 }),
    enabledFlag: reader.flag('enabledFlag'),
    description: reader.text('description', { max: DESCRIPTION_MAX }),
    tag: reader.text('tag', { max: 30 }),
  };
}

function readOperation(raw: Raw, index: number): ValueOperation {
  const row = index + 1;
  const reader = new FieldReader(raw, { zh_CN: `第 ${row} 行：`, en_US: `Row ${row}: ` });
  const status = raw._status;
  if (status === 'create') {
    const fields = valueFields(reader);
    return {
      status,
      row,
      lovId: reader.requiredInt('lovId', { min: 1 }),
      fields: {
        ...fields,
        value: reader.requiredText('value', VALUE_MAX),
        meaning: reader.requiredText('meaning', MEANING_MAX),
      },
    };
  }
  if (status !== 'update' && status !== 'delete') {
    return reader.fail(
      '_status',
      `必须是 create、update 或 delete，收到 ${JSON.stringify(status)}`,
      `must be create, update or delete, got ${JSON.stringify(status)}`,
    );
  }
  const ref = {
    row,
    lovValueId: reader.requiredInt('lovValueId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    lovId: reader.int('lovId', { min: 1 }),
  };
  return status === 'delete' ? { status, ...ref } : { status, ...ref, fields: valueFields(reader) };
}

const batchSave: AdminHandler = async (ctx, lang: LanguageCode) => {
  if (ctx.params.orgId === undefined) {
    requireSiteLevel(
      ctx,
      t('通过平台值集配置修改值', 'change values through the platform value sets'),
    );
  }
  const operations = arrayBody(await ctx.body()).map(readOperation);
  const saved = ctx.state.admin.valueSets.save(operations, scopeOf(ctx), lang);
  return json(saved.map((value) => valueRow(value, lang)));
};

/** A set's code: capitals, digits and `_ . -`, starting with a capital (HPFM.LOV_TYPE). */
const LOV_CODE = /^[A-Z][A-Z0-9_.-]*$/;
export const VALUE_SET_CREATE = 'hpfm.value-list.button.create';
export const VALUE_SET_DELETE = 'hpfm.value-list.button.delete';

function readNewHeader(ctx: UserContext, reader: FieldReader): NewHeader {
  const lovCode = reader.requiredText('lovCode', VALUE_MAX);
  if (!LOV_CODE.test(lovCode)) {
    reader.fail(
      'lovCode',
      '只能使用大写字母、数字和 _ . -，以字母开头',
      'may use capitals, digits and _ . - only, starting with a capital',
    );
  }
  const lovTypeCode = reader.requiredText('lovTypeCode').toUpperCase();
  if (!LOV_TYPES.includes(lovTypeCode)) {
    reader.fail(
      'lovTypeCode',
      `必须是 ${LOV_TYPES.join('、')} 之一`,
      `must be one of ${LOV_TYPES.join(', ')}`,
    );
  }
  const scope = scopeOf(ctx);
  return {
    lovCode,
    lovName: reader.requiredText('lovName', MEANING_MAX),
    lovTypeCode: lovTypeCode as NewHeader['lovTypeCode'],
    description: reader.text('description', { max: DESCRIPTION_MAX }) || null,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
    // the platform form names the organisation (none: the platform's); a tenant form its own
    tenantId: scope ?? reader.int('tenantId', { min: 0 }) ?? 0,
  };
}

const createHeader: AdminHandler = async (ctx, lang) => {
  if (ctx.params.orgId === undefined) {
    requireSiteLevel(
      ctx,
      t('通过平台值集配置新建值集', 'create value sets through the platform form'),
    );
  }
  requirePermission(ctx, VALUE_SET_CREATE);
  const input = readNewHeader(ctx, new FieldReader(objectBody(await ctx.body())));
  return json(headerRow(ctx.state.admin.valueSets.createHeader(input), lang));
};

const deleteHeader: AdminHandler = async (ctx, lang) => {
  if (ctx.params.orgId === undefined) {
    requireSiteLevel(
      ctx,
      t('通过平台值集配置删除值集', 'delete value sets through the platform form'),
    );
  }
  requirePermission(ctx, VALUE_SET_DELETE);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const removed = ctx.state.admin.valueSets.removeHeader(
    reader.requiredInt('lovId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    scopeOf(ctx),
  );
  return json(headerRow(removed, lang));
};

function routes(method: string, path: string, handler: AdminHandler): ApiRoute[] {
  const guarded = adminHandler(handler);
  return [
    userRoute(method, `/hpfm/v1/${path}`, guarded),
    userRoute(method, `/hpfm/v1/:orgId/${path}`, guarded),
  ];
}

export const valueSetRoutes: ApiRoute[] = [
  ...routes('GET', 'lov-headers', listHeaders),
  ...routes('POST', 'lov-headers', createHeader),
  ...routes('DELETE', 'lov-headers', deleteHeader),
  ...routes('GET', 'lov-headers/:lovId', oneHeader),
  ...routes('GET', 'lov-values', listValues),
  ...routes('POST', 'lov-values/batch-save', batchSave),
];
