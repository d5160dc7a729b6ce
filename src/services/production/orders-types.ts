/**
 * Request and answer shapes of the production planner's orders (`/mes/v1/{tenantId}/...`):
 * production plans, their work orders, routings and their operations, quality inspections. The
 * mock gateway's answers are these types (mock/server/production/orders-wire.ts, `Sent`).
 */

/** A plan is drafted, then released to the shop floor (its work orders may then be released). */
export const PLAN_STATUSES = ['DRAFT', 'RELEASED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number] | (string & {});

/** One row of `GET /mes/v1/{tenantId}/plans`, and the answer of its writes. */
export interface ProductionPlanDto {
  planId: number;
  planCode: string;
  planName: string;
  planStatus: PlanStatus;
  /** `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  /** The Gantt chart holding the plan's work orders as tasks (`/hpfm/gantt?ganttId=`). */
  ganttId: number;
  /** Acceptable quality level: the most defective share of a sample that passes, in percent. */
  aqlPercent: number;
  workOrderCount: number;
  remark: string | null;
  objectVersionNumber: number;
}

export interface PlanQuery {
  planCode?: string;
  planName?: string;
  planStatus?: string;
}

/** `POST /plans` (no id) creates, `PUT /plans` (id and version) changes a DRAFT plan. */
export interface PlanSave {
  planId?: number;
  objectVersionNumber?: number;
  planCode: string;
  planName: string;
  startDate: string;
  endDate: string;
  aqlPercent: number;
  remark?: string | null;
}

/** What a versioned write names: the record and the version the caller read. */
export interface PlanRef {
  planId: number;
  objectVersionNumber: number;
}

/** CREATED → RELEASED → STARTED → COMPLETED → CLOSED (work-order-flow.ts). */
export const WORK_ORDER_STATUSES = [
  'CREATED',
  'RELEASED',
  'STARTED',
  'COMPLETED',
  'CLOSED',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_ACTIONS = ['release', 'start', 'complete', 'close'] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** One row of `GET /mes/v1/{tenantId}/work-orders`, and the answer of its writes. */
export interface WorkOrderDto {
  workOrderId: number;
  workOrderNum: string;
  planId: number;
  planCode: string;
  itemCode: string;
  quantity: number;
  /** `YYYY-MM-DD`. */
  plannedStart: string;
  plannedEnd: string;
  status: WorkOrderStatus | (string & {});
  /** The work order's task in its plan's Gantt chart. */
  ganttTaskId: number | null;
  objectVersionNumber: number;
}

export interface WorkOrderQuery {
  workOrderNum?: string;
  itemCode?: string;
  status?: string;
  planId?: number;
  planCode?: string;
  /** Planned start on or after / on or before (`YYYY-MM-DD`). */
  plannedFrom?: string;
  plannedTo?: string;
}

/** `POST /work-orders`: a new work order of a plan (its number is given by the gateway). */
export interface WorkOrderCreate {
  planId: number;
  itemCode: string;
  quantity: number;
  plannedStart: string;
  plannedEnd: string;
}

export interface WorkOrderRef {
  workOrderId: number;
  objectVersionNumber: number;
}

/** One row of `GET /mes/v1/{tenantId}/routings`. */
export interface RoutingDto {
  routingId: number;
  routingCode: string;
  itemCode: string;
  description: string;
  operationCount: number;
  objectVersionNumber: number;
}

export interface RoutingQuery {
  routingCode?: string;
  itemCode?: string;
}

/** One step of a routing, in the order the routing runs them (`seq` 10, 20, …). */
export interface RoutingOperationDto {
  seq: number;
  operationCode: string;
  operationName: string;
  workCenter: string;
  setupMinutes: number;
  runMinutes: number;
}

/** `GET /routings/{routingId}`: the routing with its operations in order. */
export interface RoutingDetailDto extends RoutingDto {
  operations: RoutingOperationDto[];
}

/**
 * `PUT /routings/{routingId}/operations`: the whole list in its new order (its `seq` values are
 * ignored: the gateway numbers them 10, 20, … in the order sent).
 */
export interface RoutingOperationsSave {
  objectVersionNumber: number;
  operations: Omit<RoutingOperationDto, 'seq'>[];
}

export const INSPECTION_RESULTS = ['PASS', 'FAIL'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** One row of `GET /mes/v1/{tenantId}/inspections`. */
export interface InspectionDto {
  inspectionId: number;
  workOrderId: number;
  workOrderNum: string;
  planCode: string;
  itemCode: string;
  lotNumber: string;
  sampleSize: number;
  defectCount: number;
  /** The plan's threshold the result was judged by. */
  aqlPercent: number;
  result: InspectionResult | (string & {});
  inspector: string;
  /** `YYYY-MM-DD`. */
  inspectionDate: string;
  attachmentUuid: string | null;
  remark: string | null;
  objectVersionNumber: number;
}

export interface InspectionQuery {
  workOrderNum?: string;
  lotNumber?: string;
  result?: string;
  inspectedFrom?: string;
  inspectedTo?: string;
}

/** `POST /inspections`: the result is judged by the gateway (inspection-rule.ts). */
export interface InspectionCreate {
  workOrderId: number;
  lotNumber: string;
  sampleSize: number;
  defectCount: number;
  inspector: string;
  inspectionDate: string;
  attachmentUuid?: string | null;
  remark?: string | null;
}

/** The bucket and folder inspection photos and files are stored in. */
export const INSPECTION_BUCKET = 'hfle';
export const INSPECTION_DIRECTORY = 'mes/inspection';
