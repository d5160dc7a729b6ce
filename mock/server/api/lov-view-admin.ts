// The Lookup Views page (/hpfm/lov-view, site level, HZERO's `lov-view-headers`): the views
// `lov-view/info` answers and the kit's LovField opens by code. Every role reads them (they are
// platform definitions, as `lov-view/info` is); a site-level role holding the page's codes creates,
// edits and deletes them. A view's lines travel with it (`viewLines`), saved at once.
import { t } from '../../data/lov-types';
import { arrayBody, FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { invalid } from '../admin/failure';
import { contains, listReply } from '../admin/listing';
import { viewIn, type LovViewInput } from '../admin/lov-view-store';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

export const LOV_VIEW_CODES = {
  create: 'hpfm.lov-view.button.create',
  edit: 'hpfm.lov-view.button.edit',
  delete: 'hpfm.lov-view.button.delete',
};

const VIEW_CODE = /^[A-Z0-9_.-]+$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DATA_TYPES = ['STRING', 'NUMBER', 'SELECT'];
const WHAT = t('修改平台的值集视图', 'change the platform’s lookup views');

const listViews: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const viewCode = query.text('viewCode') ?? undefined;
  const viewName = query.text('viewName') ?? undefined;
  const lovCode = query.text('lovCode') ?? undefined;
  const rows = ctx.state.admin.lovViews
    .list()
    .map((view) => viewIn(view, lang))
    .filter(
      (view) =>
        contains(view.viewCode, viewCode) &&
        contains(view.viewName, viewName) &&
        contains(view.lovCode, lovCode),
    );
  return listReply(rows, ctx.query, (a, b) => a.viewHeaderId - b.viewHeaderId, 'lov-views');
};

function fieldName(reader: FieldReader, field: string): string {
  const name = reader.requiredText(field, 60);
  if (!FIELD_NAME.test(name)) {
    reader.fail(
      field,
      `必须是字段名（字母、数字、_），收到 ${name}`,
      `must be a field name, got ${name}`,
    );
  }
  return name;
}

function lineOf(raw: Raw, index: number): LovViewInput['viewLines'][number] {
  const where = { zh_CN: `第 ${index + 1} 个字段：`, en_US: `Field ${index + 1}: ` };
  const reader = new FieldReader(raw, where);
  const dataType = reader.text('dataType') ?? 'STRING';
  if (!DATA_TYPES.includes(dataType)) {
    reader.fail('dataType', `必须是 ${DATA_TYPES.join('、')}`, `must be ${DATA_TYPES.join(', ')}`);
  }
  return {
    fieldName: fieldName(reader, 'fieldName'),
    display: reader.requiredText('display', 60),
    queryFieldFlag: reader.flag('queryFieldFlag') ?? 0,
    tableFieldFlag: reader.flag('tableFieldFlag') ?? 1,
    tableFieldWidth: reader.nullableInt('tableFieldWidth', { min: 40, max: 800 }) ?? null,
    dataType,
  };
}

function linesOf(raw: unknown): LovViewInput['viewLines'] {
  if (!Array.isArray(raw)) throw invalid('viewLines 必须是数组', 'viewLines must be an array');
  const lines = arrayBody({ kind: 'json', value: raw }).map(lineOf);
  const names = lines.map((line) => line.fieldName);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw invalid(`字段 ${twice} 出现了两次`, `field ${twice} is listed twice`);
  if (!lines.some((line) => line.tableFieldFlag === 1)) {
    throw invalid('viewLines 至少要有一列', 'viewLines needs at least one table column');
  }
  return lines;
}

function inputOf(ctx: UserContext, raw: Raw): LovViewInput {
  const reader = new FieldReader(raw);
  const lovCode = reader.requiredText('lovCode', 60);
  if (!ctx.state.admin.valueSets.headerByCode(lovCode, ctx.session.tenantId)) {
    reader.fail('lovCode', `${lovCode} 不是已定义的值集`, `${lovCode} is not a defined lookup`);
  }
  return {
    viewName: reader.requiredText('viewName', 120),
    lovCode,
    valueField: fieldName(reader, 'valueField'),
    displayField: fieldName(reader, 'displayField'),
    pageSize: reader.requiredInt('pageSize', { min: 1, max: 100 }),
    enabledFlag: reader.flag('enabledFlag') ?? 1,
    viewLines: linesOf(raw.viewLines),
  };
}

const refOf = (reader: FieldReader) => ({
  viewHeaderId: reader.requiredInt('viewHeaderId', { min: 1 }),
  objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
});

const createView: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, LOV_VIEW_CODES.create);
  const raw = objectBody(await ctx.body());
  const viewCode = new FieldReader(raw).requiredText('viewCode', 60);
  if (!VIEW_CODE.test(viewCode)) {
    throw invalid(
      `viewCode 只能是大写字母、数字、_、. 和 -，收到 ${viewCode}`,
      `viewCode must be capital letters, digits, _, . and -, got ${viewCode}`,
    );
  }
  const view = ctx.state.admin.lovViews.create(viewCode, inputOf(ctx, raw), lang);
  return json(viewIn(view, lang));
};

const updateView: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, LOV_VIEW_CODES.edit);
  const raw = objectBody(await ctx.body());
  const ref = refOf(new FieldReader(raw));
  const view = ctx.state.admin.lovViews.update(ref, inputOf(ctx, raw), lang);
  return json(viewIn(view, lang));
};

const deleteViews: AdminHandler = async (ctx) => {
  requireSiteLevel(ctx, WHAT);
  requirePermission(ctx, LOV_VIEW_CODES.delete);
  const refs = arrayBody(await ctx.body()).map((raw) => refOf(new FieldReader(raw)));
  if (refs.length === 0) throw invalid('请至少选择一个视图', 'choose at least one view');
  ctx.state.admin.lovViews.remove(refs);
  return json({});
};

export const lovViewAdminRoutes: ApiRoute[] = [
  userRoute('GET', '/hpfm/v1/lov-view-headers', adminHandler(listViews)),
  userRoute('POST', '/hpfm/v1/lov-view-headers', adminHandler(createView)),
  userRoute('PUT', '/hpfm/v1/lov-view-headers', adminHandler(updateView)),
  userRoute('DELETE', '/hpfm/v1/lov-view-headers', adminHandler(deleteViews)),
];
