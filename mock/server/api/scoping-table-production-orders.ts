// Scope rows of the production planner's orders (/mes/v1/{orgId}/plans, work-orders, routings,
// inspections; production-orders*.ts). Globex (2) holds the seed the planner works on, Acme (1)
// one plan of each kind for the other tenant's probes; the platform (0) none. See
// scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import {
  anyRow,
  forms,
  scoped,
  type Probe,
  type RouteScope,
  type ScopeTable,
} from './scoping-types';

interface OrderRecords {
  /** A DRAFT plan (Acme's is RELEASED: it refuses an edit, which is not what a probe checks). */
  plan: number;
  /** A CREATED work order, and one whose lots may be inspected. */
  workOrder: number;
  inspectable: number;
  routing: number;
  /** A code each list shows only to its tenant. */
  search: { planCode: string; workOrderNum: string; routingCode: string; lotNumber: string };
}

const ORDERS: Record<number, OrderRecords> = {
  1: {
    plan: 101,
    workOrder: 7,
    inspectable: 7,
    routing: 101,
    search: {
      planCode: 'PP-ACME',
      workOrderNum: 'WO-ACME',
      routingCode: 'RT-ACME',
      lotNumber: 'L-ACME',
    },
  },
  2: {
    plan: 2,
    workOrder: 3,
    inspectable: 1,
    routing: 1,
    search: { planCode: 'PP-20', workOrderNum: 'WO-20', routingCode: 'RT-GX', lotNumber: 'L-12' },
  },
};

/** The planner of Globex and the administrators hold the orders' button codes. */
const plannerMay = (c: Caller) => c.admin || c.roleId === 12;
/** Only Globex's seed has records the own call can work on. */
const globex = (c: Caller) => c.tenantId === 2;
const mine = (c: Caller): OrderRecords => ORDERS[c.tenantId] ?? ORDERS[2];

/** A list: another tenant's rows never show, whatever the caller searches for. */
const list = (field: keyof OrderRecords['search']): RouteScope =>
  scoped({
    own: () => ({}),
    others: (_c, victim) =>
      ORDERS[victim]
        ? [{ query: `${field}=${ORDERS[victim].search[field]}`, reveals: anyRow }]
        : [],
  });

/** A write naming a record: the own one works for the planner; another tenant's is not found. */
const write = (body: (records: OrderRecords) => unknown, extra: Partial<Probe> = {}): RouteScope =>
  scoped({
    own: (c) => ({ ...extra, body: body(mine(c)) }),
    role: plannerMay,
    checkOwn: globex,
    others: (_c, victim) => (ORDERS[victim] ? [{ ...extra, body: body(ORDERS[victim]) }] : []),
  });

const PLAN = { planName: 'Probe', startDate: '2027-03-01', endDate: '2027-03-05', aqlPercent: 1 };

export const productionOrderScopes: ScopeTable = {
  ...forms('GET', '/mes/v1/:orgId/plans', list('planCode')),
  ...forms(
    'POST',
    '/mes/v1/:orgId/plans',
    scoped({ own: () => ({ body: { ...PLAN, planCode: 'PP-PROBE' } }), role: plannerMay }),
  ),
  ...forms(
    'PUT',
    '/mes/v1/:orgId/plans',
    write((r) => ({ ...PLAN, planCode: 'PP-PROBE', planId: r.plan, objectVersionNumber: 1 })),
  ),
  ...forms(
    'POST',
    '/mes/v1/:orgId/plans/release',
    write((r) => ({ planId: r.plan, objectVersionNumber: 1 })),
  ),
  ...forms('GET', '/mes/v1/:orgId/work-orders', list('workOrderNum')),
  ...forms(
    'POST',
    '/mes/v1/:orgId/work-orders',
    write((r) => ({
      planId: r.plan,
      itemCode: 'PROBE',
      quantity: 1,
      plannedStart: '2026-12-08',
      plannedEnd: '2026-12-09',
    })),
  ),
  ...forms(
    'POST',
    '/mes/v1/:orgId/work-orders/:action',
    write((r) => ({ workOrderId: r.workOrder, objectVersionNumber: 1 }), {
      params: { action: 'release' },
    }),
  ),
  ...forms('GET', '/mes/v1/:orgId/routings', list('routingCode')),
  ...forms(
    'GET',
    '/mes/v1/:orgId/routings/:routingId',
    scoped({
      own: (c) => ({ params: { routingId: mine(c).routing } }),
      checkOwn: globex,
      others: (_c, victim) =>
        ORDERS[victim] ? [{ params: { routingId: ORDERS[victim].routing } }] : [],
    }),
  ),
  ...forms(
    'PUT',
    '/mes/v1/:orgId/routings/:routingId/operations',
    scoped({
      own: (c) => ({ params: { routingId: mine(c).routing }, body: OPERATIONS }),
      role: plannerMay,
      checkOwn: globex,
      others: (_c, victim) =>
        ORDERS[victim] ? [{ params: { routingId: ORDERS[victim].routing }, body: OPERATIONS }] : [],
    }),
  ),
  ...forms('GET', '/mes/v1/:orgId/inspections', list('lotNumber')),
  ...forms(
    'POST',
    '/mes/v1/:orgId/inspections',
    write((r) => ({
      workOrderId: r.inspectable,
      lotNumber: 'L-PROBE',
      sampleSize: 10,
      defectCount: 0,
      inspector: 'Probe',
      inspectionDate: '2026-12-08',
    })),
  ),
};

const OPERATIONS = {
  objectVersionNumber: 1,
  operations: [
    {
      operationCode: 'P1',
      operationName: 'Probe',
      workCenter: 'WC',
      setupMinutes: 0,
      runMinutes: 1,
    },
  ],
};
