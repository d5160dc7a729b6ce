// Wire shapes of the production planner's orders (plans, work orders, routings, inspections): the
// client's DTOs (src/services/production/orders-types.ts) as the mock sends them, checked at
// compile time by `Sent`.
import type {
  InspectionDto,
  InspectionResult as InspectionResultDto,
  PlanStatus as PlanStatusDto,
  ProductionPlanDto,
  RoutingDetailDto,
  RoutingDto,
  WorkOrderDto,
  WorkOrderStatus as WorkOrderStatusDto,
} from '../../../src/services/production/orders-types';
import type { Known, Sent } from '../types';

export type PlanStatus = Known<PlanStatusDto, 'DRAFT' | 'RELEASED'>;
export type WorkOrderStatus = Known<
  WorkOrderStatusDto,
  'CREATED' | 'RELEASED' | 'STARTED' | 'COMPLETED' | 'CLOSED'
>;
export type InspectionResult = Known<InspectionResultDto, 'PASS' | 'FAIL'>;

/** One row of `GET /mes/v1/{tid}/plans` and the answer of its writes. */
export type PlanRow = Sent<ProductionPlanDto, { planStatus: PlanStatus }>;

/** One row of `GET /mes/v1/{tid}/work-orders` and the answer of its writes. */
export type WorkOrderRow = Sent<WorkOrderDto, { status: WorkOrderStatus }>;

/** One row of `GET /mes/v1/{tid}/routings`. */
export type RoutingRow = Sent<RoutingDto, { description: string }>;

/** `GET /mes/v1/{tid}/routings/{routingId}` and the answer of the operations' save. */
export type RoutingDetail = Sent<RoutingDetailDto, { description: string }>;

/** One row of `GET /mes/v1/{tid}/inspections` and the answer of its create. */
export type InspectionRow = Sent<InspectionDto, { result: InspectionResult }>;
