// Routings and quality inspections at `/mes/v1/{tid}/...` (see production-orders.ts for what
// every orders route checks). A routing's operations are saved as one list in their new order:
// the gateway numbers them 10, 20, … and refuses a duplicate code or a time that is not a whole
// number of minutes (setup 0 or more, run 1 or more). An inspection is judged PASS or FAIL
// against its work order's plan's AQL when recorded.
import { arrayBody, FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { invalid } from '../admin/failure';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { InspectionInput, StoredInspection } from '../production/inspection-store';
import { dateFilter, requiredDate, statusRefused, withinDates } from '../production/orders-input';
import type { InspectionRow, RoutingDetail, RoutingRow } from '../production/orders-wire';
import type { OperationInput, StoredRouting } from '../production/routing-store';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';

const BASE = '/mes/v1/:orgId';
export const ROUTING_EDIT = 'globex.production.routing.button.edit';
export const INSPECTION_CREATE = 'globex.production.inspection.button.create';

/** Work orders whose lots may be inspected: production has begun. */
const INSPECTABLE = ['STARTED', 'COMPLETED'];

const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

function routingRow({ tenantId: _tenant, operations, ...routing }: StoredRouting): RoutingRow {
  return { ...routing, operationCount: operations.length };
}

const routingDetail = (routing: StoredRouting): RoutingDetail => ({
  ...routingRow(routing),
  operations: routing.operations,
});

function routingIdOf(ctx: UserContext): number {
  const routingId = Number(ctx.params.routingId);
  if (!Number.isInteger(routingId) || routingId < 1) {
    throw invalid(`routingId 必须是正整数`, `routingId must be a positive integer`);
  }
  return routingId;
}

const listRoutings: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const code = query.text('routingCode') ?? undefined;
  const item = query.text('itemCode') ?? undefined;
  const rows = ctx.state.production.routings
    .list(tenantOf(ctx))
    .filter((routing) => contains(routing.routingCode, code) && contains(routing.itemCode, item))
    .map(routingRow);
  return listReply(
    rows,
    ctx.query,
    (a, b) => a.routingCode.localeCompare(b.routingCode),
    'routings',
  );
};

const getRouting: AdminHandler = (ctx) =>
  json(routingDetail(ctx.state.production.routings.get(tenantOf(ctx), routingIdOf(ctx))));

function readOperation(raw: Raw, index: number): OperationInput {
  const reader = new FieldReader(raw, {
    zh_CN: `第 ${index + 1} 道工序：`,
    en_US: `Operation ${index + 1}: `,
  });
  return {
    operationCode: reader.requiredText('operationCode', 20),
    operationName: reader.requiredText('operationName', 60),
    workCenter: reader.requiredText('workCenter', 30),
    setupMinutes: reader.requiredInt('setupMinutes', { min: 0, max: 10_000 }),
    runMinutes: reader.requiredInt('runMinutes', { min: 1, max: 10_000 }),
  };
}

const saveOperations: AdminHandler = async (ctx) => {
  requirePermission(ctx, ROUTING_EDIT);
  const routingId = routingIdOf(ctx);
  const body = objectBody(await ctx.body());
  const reader = new FieldReader(body);
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  if (!Array.isArray(body.operations)) {
    throw invalid('operations 必须是工序的数组', 'operations must be an array of operations');
  }
  const operations = arrayBody({ kind: 'json', value: body.operations }).map(readOperation);
  if (operations.length === 0) {
    throw invalid('工艺路线至少需要一道工序', 'A routing needs at least one operation');
  }
  const saved = ctx.state.production.routings.saveOperations(
    tenantOf(ctx),
    routingId,
    version,
    operations,
  );
  return json(routingDetail(saved));
};

function inspectionRow(ctx: UserContext, inspection: StoredInspection): InspectionRow {
  const { tenantId, ...row } = inspection;
  const { workOrders, plans } = ctx.state.production;
  const order = workOrders.get(tenantId, inspection.workOrderId);
  return {
    ...row,
    workOrderNum: order.workOrderNum,
    itemCode: order.itemCode,
    planCode: plans.get(tenantId, order.planId).planCode,
  };
}

const listInspections: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const num = query.text('workOrderNum') ?? undefined;
  const lot = query.text('lotNumber') ?? undefined;
  const result = query.text('result') ?? undefined;
  const workOrderId = query.int('workOrderId');
  const from = dateFilter(query, 'inspectedFrom');
  const to = dateFilter(query, 'inspectedTo');
  const rows = ctx.state.production.inspections
    .list(tenantOf(ctx))
    .map((inspection) => inspectionRow(ctx, inspection))
    .filter(
      (row) =>
        contains(row.workOrderNum, num) &&
        contains(row.lotNumber, lot) &&
        (result === undefined || row.result === result) &&
        (workOrderId === undefined || row.workOrderId === workOrderId) &&
        withinDates(row.inspectionDate, from, to),
    );
  return listReply(
    rows,
    ctx.query,
    (a, b) => b.inspectionDate.localeCompare(a.inspectionDate) || b.inspectionId - a.inspectionId,
    'inspections',
  );
};

function readInspection(reader: FieldReader): InspectionInput {
  const sampleSize = reader.requiredInt('sampleSize', { min: 1, max: 100_000 });
  const defectCount = reader.requiredInt('defectCount', { min: 0, max: sampleSize });
  const attachmentUuid = reader.text('attachmentUuid', { max: 32 }) || null;
  if (attachmentUuid !== null && !/^[0-9a-f]{32}$/.test(attachmentUuid)) {
    reader.fail(
      'attachmentUuid',
      '必须是 32 位十六进制的附件 UUID',
      'must be an attachment UUID of 32 hex digits',
    );
  }
  return {
    workOrderId: reader.requiredInt('workOrderId', { min: 1 }),
    lotNumber: reader.requiredText('lotNumber', 30),
    sampleSize,
    defectCount,
    inspector: reader.requiredText('inspector', 60),
    inspectionDate: requiredDate(reader, 'inspectionDate'),
    attachmentUuid,
    remark: reader.text('remark', { max: 240 }) || null,
  };
}

const createInspection: AdminHandler = async (ctx) => {
  requirePermission(ctx, INSPECTION_CREATE);
  const tenantId = tenantOf(ctx);
  const input = readInspection(new FieldReader(objectBody(await ctx.body())));
  const { workOrders, plans, inspections } = ctx.state.production;
  const order = workOrders.get(tenantId, input.workOrderId);
  if (!INSPECTABLE.includes(order.status)) {
    throw statusRefused(
      'error.inspection.status_invalid',
      `工单 ${order.workOrderNum} 的状态是 ${order.status}：只有已开工或已完工的工单可以检验`,
      `Work order ${order.workOrderNum} is ${order.status}: only a STARTED or COMPLETED work order can be inspected`,
    );
  }
  const aqlPercent = plans.get(tenantId, order.planId).aqlPercent;
  return json(inspectionRow(ctx, inspections.create(tenantId, input, aqlPercent)));
};

export const shopRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/routings`, adminHandler(listRoutings)),
  userRoute('GET', `${BASE}/routings/:routingId`, adminHandler(getRouting)),
  userRoute('PUT', `${BASE}/routings/:routingId/operations`, adminHandler(saveOperations)),
  userRoute('GET', `${BASE}/inspections`, adminHandler(listInspections)),
  userRoute('POST', `${BASE}/inspections`, adminHandler(createInspection)),
];
