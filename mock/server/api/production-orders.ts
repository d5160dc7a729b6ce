// The production planner's orders at `/mes/v1/{tid}/...` (tenant form only: `{tid}` must be the
// session's organisation): production plans and their work orders. Writes check the button code
// the page checks (403 `error.permission.denied` otherwise); a stale version answers
// `error.data_changed`, a step the status flow does not allow `error.*.status_invalid`, another
// tenant's record `error.record.not_found`. A work order is created with its task in its plan's
// Gantt chart (the gantt store's own write). Routings and inspections: production-orders-shop.ts.
import {
  WORK_ORDER_ACTIONS,
  type WorkOrderAction,
} from '../../../src/services/production/orders-types';
import { WORK_ORDER_RULE } from '../../data/code-rules';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { invalid } from '../admin/failure';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { ganttDate, workOrderTaskName } from '../production/plan-gantt-seed';
import {
  dateFilter,
  requiredDateRange,
  requiredDecimal,
  statusRefused,
  withinDates,
} from '../production/orders-input';
import type { PlanRow, WorkOrderRow } from '../production/orders-wire';
import type { PlanInput, StoredPlan } from '../production/plan-store';
import type { StoredWorkOrder, WorkOrderInput } from '../production/work-order-store';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';

const BASE = '/mes/v1/:orgId';
export const planPermission = (action: string) => `globex.production.plan.button.${action}`;
export const workOrderPermission = (action: string) =>
  `globex.production.work-order.button.${action}`;

const tenantOf = (ctx: UserContext) => ctx.session.tenantId;

function planRow(ctx: UserContext, plan: StoredPlan): PlanRow {
  const { tenantId: _tenant, ...row } = plan;
  const workOrderCount = ctx.state.production.workOrders
    .list(plan.tenantId)
    .filter((order) => order.planId === plan.planId).length;
  return { ...row, workOrderCount };
}

function workOrderRow(ctx: UserContext, order: StoredWorkOrder): WorkOrderRow {
  const { tenantId, ...row } = order;
  return { ...row, planCode: ctx.state.production.plans.get(tenantId, order.planId).planCode };
}

const listPlans: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const code = query.text('planCode') ?? undefined;
  const name = query.text('planName') ?? undefined;
  const status = query.text('planStatus') ?? undefined;
  const rows = ctx.state.production.plans
    .list(tenantOf(ctx))
    .filter(
      (plan) =>
        contains(plan.planCode, code) &&
        contains(plan.planName, name) &&
        (status === undefined || plan.planStatus === status),
    )
    .map((plan) => planRow(ctx, plan));
  return listReply(
    rows,
    ctx.query,
    (a, b) => b.startDate.localeCompare(a.startDate) || a.planId - b.planId,
    'plans',
  );
};

function readPlan(reader: FieldReader, raw: Record<string, unknown>): PlanInput {
  const planCode = reader.requiredText('planCode', 30);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(planCode)) {
    reader.fail(
      'planCode',
      '只能包含字母、数字、点、下划线和连字符',
      'may hold letters, digits, dots, underscores and hyphens only',
    );
  }
  const [startDate, endDate] = requiredDateRange(reader, 'startDate', 'endDate');
  return {
    planCode,
    planName: reader.requiredText('planName', 80),
    startDate,
    endDate,
    aqlPercent: requiredDecimal(raw, 'aqlPercent', { min: 0, max: 100, decimals: 2 }),
    remark: reader.text('remark', { max: 240 }) || null,
  };
}

const createPlan: AdminHandler = async (ctx) => {
  requirePermission(ctx, planPermission('create'));
  const raw = objectBody(await ctx.body());
  const plan = ctx.state.production.plans.create(
    tenantOf(ctx),
    readPlan(new FieldReader(raw), raw),
  );
  return json(planRow(ctx, plan));
};

const updatePlan: AdminHandler = async (ctx) => {
  requirePermission(ctx, planPermission('edit'));
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const plan = ctx.state.production.plans.update(tenantOf(ctx), {
    planId: reader.requiredInt('planId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
    ...readPlan(reader, raw),
  });
  return json(planRow(ctx, plan));
};

const releasePlan: AdminHandler = async (ctx) => {
  requirePermission(ctx, planPermission('release'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const plan = ctx.state.production.plans.release(
    tenantOf(ctx),
    reader.requiredInt('planId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
  );
  return json(planRow(ctx, plan));
};

const listWorkOrders: AdminHandler = (ctx) => {
  const query = queryReader(ctx.query);
  const num = query.text('workOrderNum') ?? undefined;
  const item = query.text('itemCode') ?? undefined;
  const status = query.text('status') ?? undefined;
  const planId = query.int('planId');
  const planCode = query.text('planCode') ?? undefined;
  const from = dateFilter(query, 'plannedFrom');
  const to = dateFilter(query, 'plannedTo');
  const rows = ctx.state.production.workOrders
    .list(tenantOf(ctx))
    .filter(
      (order) =>
        contains(order.workOrderNum, num) &&
        contains(order.itemCode, item) &&
        (status === undefined || order.status === status) &&
        (planId === undefined || order.planId === planId) &&
        withinDates(order.plannedStart, from, to),
    )
    .map((order) => workOrderRow(ctx, order))
    .filter((row) => contains(row.planCode, planCode));
  return listReply(
    rows,
    ctx.query,
    (a, b) => b.workOrderNum.localeCompare(a.workOrderNum),
    'work-orders',
  );
};

function readWorkOrder(reader: FieldReader, plan: StoredPlan): WorkOrderInput {
  const [plannedStart, plannedEnd] = requiredDateRange(reader, 'plannedStart', 'plannedEnd');
  if (plannedStart < plan.startDate || plannedEnd > plan.endDate) {
    throw invalid(
      `工单的计划日期必须在计划 ${plan.planCode} 的 ${plan.startDate} 至 ${plan.endDate} 之内`,
      `The work order's planned dates must lie within plan ${plan.planCode}'s ${plan.startDate} to ${plan.endDate}`,
    );
  }
  const itemCode = reader.requiredText('itemCode', 40);
  return {
    planId: plan.planId,
    itemCode,
    quantity: reader.requiredInt('quantity', { min: 1, max: 1_000_000 }),
    plannedStart,
    plannedEnd,
  };
}

const createWorkOrder: AdminHandler = async (ctx) => {
  requirePermission(ctx, workOrderPermission('create'));
  const tenantId = tenantOf(ctx);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const { plans, workOrders } = ctx.state.production;
  const plan = plans.get(tenantId, reader.requiredInt('planId', { min: 1 }));
  const input = readWorkOrder(reader, plan);
  // numbered by the organisation's code rule, dated by the order's planned start
  const workOrderNum = ctx.state.codeRules.generate(
    tenantId,
    WORK_ORDER_RULE,
    input.plannedStart.slice(0, 10),
  );
  // its task on the plan's chart first: the store's own write (version 1, its token)
  const tasks = ctx.state.work.gantt.saveTasks(tenantId, [
    {
      ganttId: plan.ganttId,
      taskName: workOrderTaskName({ ...input, workOrderNum }),
      startDate: ganttDate(input.plannedStart),
      endDate: ganttDate(input.plannedEnd),
      parentId: null,
    },
  ]);
  if (!Array.isArray(tasks)) {
    throw statusRefused(tasks.code, tasks.message, tasks.message);
  }
  const order = workOrders.create(tenantId, input, workOrderNum, tasks[0].taskId);
  return json(workOrderRow(ctx, order));
};

const workOrderAction: AdminHandler = async (ctx) => {
  const action = ctx.params.action as WorkOrderAction;
  if (!WORK_ORDER_ACTIONS.includes(action)) {
    throw invalid(`未知的工单操作 ${action}`, `Unknown work order action ${action}`);
  }
  requirePermission(ctx, workOrderPermission(action));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const order = ctx.state.production.workOrders.act(
    tenantOf(ctx),
    reader.requiredInt('workOrderId', { min: 1 }),
    reader.requiredInt('objectVersionNumber', { min: 0 }),
    action,
  );
  return json(workOrderRow(ctx, order));
};

export const planRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/plans`, adminHandler(listPlans)),
  userRoute('POST', `${BASE}/plans`, adminHandler(createPlan)),
  userRoute('PUT', `${BASE}/plans`, adminHandler(updatePlan)),
  userRoute('POST', `${BASE}/plans/release`, adminHandler(releasePlan)),
  userRoute('GET', `${BASE}/work-orders`, adminHandler(listWorkOrders)),
  userRoute('POST', `${BASE}/work-orders`, adminHandler(createWorkOrder)),
  userRoute('POST', `${BASE}/work-orders/:action`, adminHandler(workOrderAction)),
];
