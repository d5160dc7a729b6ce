// The production engineering endpoints (issue 22), organisation level under the manufacturing
// service, `/mes/v1/{organizationId}/...`: the item master, the bills of materials and the save
// of a BOM's lines (permission `globex.production.bom.button.edit`), and the capacity board's
// work centres and capacity/load per day. Stores in mock/server/production/.
import { t } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { readBomSave } from '../production/bom-input';
import { bomRow, itemRow, lineRow } from '../production/bom-store';
import { daysBetween, isDay } from '../production/production-days';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';

const BASE = '/mes/v1/:orgId';

export const BOM_EDIT = 'globex.production.bom.button.edit';

/** The longest range the capacity board answers, in days. */
export const CAPACITY_MAX_DAYS = 62;

const listItems: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const itemCode = query.text('itemCode') ?? undefined;
  const rows = ctx.state.production.boms
    .items(ctx.session.tenantId)
    .filter((item) => contains(item.itemCode, itemCode))
    .map((item) => itemRow(item, lang));
  return listReply(rows, ctx.query, (a, b) => a.itemId - b.itemId, 'items');
};

const listBoms: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const itemCode = query.text('itemCode') ?? undefined;
  const bomStatus = query.text('bomStatus') ?? undefined;
  const store = ctx.state.production.boms;
  const rows = store
    .list(ctx.session.tenantId)
    .filter(
      (bom) => contains(bom.itemCode, itemCode) && (!bomStatus || bom.bomStatus === bomStatus),
    )
    .map((bom) => bomRow(store, bom, lang));
  return listReply(rows, ctx.query, (a, b) => a.bomId - b.bomId, 'boms');
};

const bomIdOf = (ctx: UserContext): number => {
  const bomId = Number(ctx.params.bomId);
  if (!Number.isInteger(bomId) || bomId < 1) {
    throw invalid(`bomId 必须是正整数`, `bomId must be a positive integer`);
  }
  return bomId;
};

/** A BOM and its lines, flat, parents before children. */
function linesReply(ctx: UserContext, bomId: number, lang: LanguageCode) {
  const store = ctx.state.production.boms;
  const tenantId = ctx.session.tenantId;
  return json({
    bom: bomRow(store, store.bom(tenantId, bomId), lang),
    lines: store.lines(tenantId, bomId).map((line) => lineRow(store, line, lang)),
  });
}

const bomLines: AdminHandler = (ctx, lang) => linesReply(ctx, bomIdOf(ctx), lang);

const saveBomLines: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, BOM_EDIT, t('修改物料清单', 'change bills of materials'));
  const bomId = bomIdOf(ctx);
  const store = ctx.state.production.boms;
  const tenantId = ctx.session.tenantId;
  const save = readBomSave(
    objectBody(await ctx.body()),
    (code) => store.item(tenantId, code) !== undefined,
  );
  store.save(tenantId, bomId, save.objectVersionNumber, save.changes);
  return linesReply(ctx, bomId, lang);
};

const workCentres: AdminHandler = (ctx, lang) =>
  json(ctx.state.production.capacity.workCentres(ctx.session.tenantId, lang));

/** A required day of the query, or the failure naming it. */
function dayParam(query: URLSearchParams, field: string): string {
  const value = query.get(field)?.trim() ?? '';
  if (!isDay(value)) {
    throw invalid(
      `${field} 必须是 YYYY-MM-DD 格式的日期，收到 ${JSON.stringify(value)}`,
      `${field} must be a day as YYYY-MM-DD, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** `dateFrom` and `dateTo` of the query, in order and at most `maxDays` apart. */
export function dayRange(query: URLSearchParams, maxDays: number): { from: string; to: string } {
  const from = dayParam(query, 'dateFrom');
  const to = dayParam(query, 'dateTo');
  const days = daysBetween(from, to);
  if (days < 1) throw invalid('dateTo 不能早于 dateFrom', 'dateTo must not be before dateFrom');
  if (days > maxDays) {
    throw invalid(`日期范围最多 ${maxDays} 天`, `the date range may cover at most ${maxDays} days`);
  }
  return { from, to };
}

const capacityLoads: AdminHandler = (ctx, lang) => {
  const range = dayRange(ctx.query, CAPACITY_MAX_DAYS);
  const capacity = ctx.state.production.capacity;
  const known = capacity.workCentres(ctx.session.tenantId, lang).map((c) => c.workCentreCode);
  const codes = ctx.query
    .getAll('workCentreCodes')
    .flatMap((value) => value.split(','))
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.find((code) => !known.includes(code));
  if (unknown !== undefined) {
    throw invalid(`工作中心 ${unknown} 不存在`, `work centre ${unknown} does not exist`);
  }
  const rows = capacity.board(ctx.session.tenantId, { ...range, codes }, lang);
  return listReply(rows, ctx.query, () => 0, 'capacity-load');
};

export const productionEngineeringRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/items`, adminHandler(listItems)),
  userRoute('GET', `${BASE}/boms`, adminHandler(listBoms)),
  userRoute('GET', `${BASE}/boms/:bomId/lines`, adminHandler(bomLines)),
  userRoute('POST', `${BASE}/boms/:bomId/lines/batch-save`, adminHandler(saveBomLines)),
  userRoute('GET', `${BASE}/work-centres`, adminHandler(workCentres)),
  userRoute('GET', `${BASE}/capacity-loads`, adminHandler(capacityLoads)),
];
