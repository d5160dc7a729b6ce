// Seed of the production planner's orders (mock/server/production/): Globex's (tenant 2) plans,
// their work orders, routings and inspections, and one plan of Acme's (tenant 1) so the scoping
// tests have another tenant's records to reach for. Dates are fixed (the Gantt seed is too).
// Each plan's work orders are tasks of the plan's Gantt chart (gantt-seed.ts reads them here).

export interface SeedPlan {
  planId: number;
  tenantId: number;
  planCode: string;
  planName: string;
  planStatus: 'DRAFT' | 'RELEASED';
  startDate: string;
  endDate: string;
  ganttId: number;
  aqlPercent: number;
  remark: string | null;
}

export const seedPlans: SeedPlan[] = [
  {
    planId: 1,
    tenantId: 2,
    planCode: 'PP-2026-12A',
    planName: 'December gearbox run',
    planStatus: 'RELEASED',
    startDate: '2026-12-01',
    endDate: '2026-12-18',
    ganttId: 2001,
    aqlPercent: 2.5,
    remark: 'Line 1 and 2, two shifts',
  },
  {
    planId: 2,
    tenantId: 2,
    planCode: 'PP-2026-12B',
    planName: 'Pump housings, week 50',
    planStatus: 'DRAFT',
    startDate: '2026-12-07',
    endDate: '2026-12-23',
    ganttId: 2002,
    aqlPercent: 1.5,
    remark: null,
  },
  {
    planId: 3,
    tenantId: 2,
    planCode: 'PP-2027-01A',
    planName: 'January service kits',
    planStatus: 'DRAFT',
    startDate: '2027-01-04',
    endDate: '2027-01-22',
    ganttId: 2003,
    aqlPercent: 4,
    remark: null,
  },
  {
    planId: 101,
    tenantId: 1,
    planCode: 'PP-ACME-01',
    planName: 'Boiler spares',
    planStatus: 'RELEASED',
    startDate: '2026-12-01',
    endDate: '2026-12-12',
    ganttId: 1001,
    aqlPercent: 2.5,
    remark: null,
  },
];

export type SeedWorkOrderStatus = 'CREATED' | 'RELEASED' | 'STARTED' | 'COMPLETED' | 'CLOSED';

export interface SeedWorkOrder {
  workOrderId: number;
  tenantId: number;
  workOrderNum: string;
  planId: number;
  itemCode: string;
  quantity: number;
  plannedStart: string;
  plannedEnd: string;
  status: SeedWorkOrderStatus;
}

export const seedWorkOrders: SeedWorkOrder[] = [
  ['WO-2026-0001', 1, 'GX-100', 120, '2026-12-01', '2026-12-05', 'STARTED'],
  ['WO-2026-0002', 1, 'GX-210', 240, '2026-12-03', '2026-12-09', 'RELEASED'],
  ['WO-2026-0003', 1, 'GX-330', 240, '2026-12-08', '2026-12-12', 'CREATED'],
  ['WO-2026-0004', 1, 'GX-100', 60, '2026-12-01', '2026-12-03', 'COMPLETED'],
  ['WO-2026-0005', 2, 'PH-500', 80, '2026-12-07', '2026-12-11', 'CREATED'],
  ['WO-2026-0006', 2, 'PH-520', 160, '2026-12-10', '2026-12-16', 'CREATED'],
  ['WO-ACME-0001', 101, 'BK-010', 12, '2026-12-02', '2026-12-04', 'RELEASED'],
].map(([workOrderNum, planId, itemCode, quantity, plannedStart, plannedEnd, status], index) => ({
  workOrderId: index + 1,
  tenantId: planId === 101 ? 1 : 2,
  workOrderNum: workOrderNum as string,
  planId: planId as number,
  itemCode: itemCode as string,
  quantity: quantity as number,
  plannedStart: plannedStart as string,
  plannedEnd: plannedEnd as string,
  status: status as SeedWorkOrderStatus,
}));

/** A seed work order's task id in its plan's chart (below the store's first new id, 10001). */
export const seedWorkOrderTaskId = (workOrderId: number): number => 5000 + workOrderId;

/** How far a seed work order's task has come, by its status. */
export const SEED_PROGRESS: Record<SeedWorkOrderStatus, number> = {
  CREATED: 0,
  RELEASED: 0,
  STARTED: 0.4,
  COMPLETED: 1,
  CLOSED: 1,
};

/** [operation code, name, work centre, setup minutes, run minutes], in routing order. */
type SeedOperation = [string, string, string, number, number];

export interface SeedRouting {
  routingId: number;
  tenantId: number;
  routingCode: string;
  itemCode: string;
  description: string;
  operations: SeedOperation[];
}

export const seedRoutings: SeedRouting[] = [
  {
    routingId: 1,
    tenantId: 2,
    routingCode: 'RT-GX-100',
    itemCode: 'GX-100',
    description: 'Gearbox housing: cast, machine, inspect',
    operations: [
      ['CAST', 'Casting', 'WC-FOUNDRY', 45, 12],
      ['DEBURR', 'Deburring', 'WC-FINISH', 10, 4],
      ['MILL', 'CNC milling', 'WC-CNC-01', 30, 18],
      ['DRILL', 'Drilling and tapping', 'WC-CNC-02', 15, 6],
      ['INSPECT', 'Final inspection', 'WC-QA', 5, 3],
    ],
  },
  {
    routingId: 2,
    tenantId: 2,
    routingCode: 'RT-GX-210',
    itemCode: 'GX-210',
    description: 'Output shaft: turn, harden, grind',
    operations: [
      ['TURN', 'CNC turning', 'WC-LATHE-01', 20, 9],
      ['HARDEN', 'Induction hardening', 'WC-HEAT', 25, 5],
      ['GRIND', 'Cylindrical grinding', 'WC-GRIND', 15, 7],
      ['INSPECT', 'Final inspection', 'WC-QA', 5, 2],
    ],
  },
  {
    routingId: 3,
    tenantId: 2,
    routingCode: 'RT-PH-500',
    itemCode: 'PH-500',
    description: 'Pump housing: cast, machine, pressure test, paint',
    operations: [
      ['CAST', 'Casting', 'WC-FOUNDRY', 45, 15],
      ['MILL', 'CNC milling', 'WC-CNC-01', 30, 20],
      ['PTEST', 'Pressure test', 'WC-QA', 10, 6],
      ['PAINT', 'Painting', 'WC-PAINT', 20, 5],
    ],
  },
  {
    routingId: 101,
    tenantId: 1,
    routingCode: 'RT-ACME-01',
    itemCode: 'BK-010',
    description: 'Boiler kit: assemble',
    operations: [['ASSEMBLE', 'Assembly', 'WC-ACME', 10, 30]],
  },
];

export interface SeedInspection {
  inspectionId: number;
  tenantId: number;
  workOrderId: number;
  lotNumber: string;
  sampleSize: number;
  defectCount: number;
  inspector: string;
  inspectionDate: string;
  remark: string | null;
}

export const seedInspections: SeedInspection[] = [
  {
    inspectionId: 1,
    tenantId: 2,
    workOrderId: 4,
    lotNumber: 'L-1203-01',
    sampleSize: 80,
    defectCount: 1,
    inspector: 'Wang Fang',
    inspectionDate: '2026-12-03',
    remark: null,
  },
  {
    inspectionId: 2,
    tenantId: 2,
    workOrderId: 1,
    lotNumber: 'L-1204-01',
    sampleSize: 50,
    defectCount: 3,
    inspector: 'Li Lei',
    inspectionDate: '2026-12-04',
    remark: 'Porosity on the flange face',
  },
  {
    inspectionId: 101,
    tenantId: 1,
    workOrderId: 7,
    lotNumber: 'L-ACME-01',
    sampleSize: 5,
    defectCount: 0,
    inspector: 'Acme QA',
    inspectionDate: '2026-12-03',
    remark: null,
  },
];
