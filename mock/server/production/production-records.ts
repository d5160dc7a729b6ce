// The records behind the production planner's pages (/mes/*, /hrpt/daily-production): one field
// of GatewayState, scoped by tenant like every other; reset() restores the seed.
import type { Clock } from '../clock';
import { InspectionStore } from './inspection-store';
import { PlanStore } from './plan-store';
import { RoutingStore } from './routing-store';
import { WorkOrderStore } from './work-order-store';

export class ProductionRecords {
  readonly plans = new PlanStore();
  readonly workOrders = new WorkOrderStore();
  readonly routings = new RoutingStore();
  readonly inspections = new InspectionStore(
    (tenantId, workOrderId) =>
      this.plans.get(tenantId, this.workOrders.get(tenantId, workOrderId).planId).aqlPercent,
  );
  constructor(private readonly clock: Clock) {}

  reset(): void {
    void this.clock;
    this.plans.reset();
    this.workOrders.reset();
    this.routings.reset();
    this.inspections.reset();
  }
}
