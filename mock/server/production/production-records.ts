// The records behind the production planner's pages (/mes/*, /hrpt/daily-production): one field
// of GatewayState, scoped by tenant like every other; reset() restores the seed.
import type { Clock } from '../clock';
import { BomStore } from './bom-store';
import { CapacityStore } from './capacity-store';
import { DailyReportStore } from './daily-report-store';
import { InspectionStore } from './inspection-store';
import { PlanStore } from './plan-store';
import { RoutingStore } from './routing-store';
import { WorkOrderStore } from './work-order-store';

export class ProductionRecords {
  readonly boms = new BomStore(() => this.clock.now());
  readonly capacity = new CapacityStore(() => this.clock.now());
  readonly dailyReport = new DailyReportStore(() => this.clock.now());
  readonly plans = new PlanStore();
  readonly workOrders = new WorkOrderStore();
  readonly routings = new RoutingStore();
  readonly inspections = new InspectionStore(
    (tenantId, workOrderId) =>
      this.plans.get(tenantId, this.workOrders.get(tenantId, workOrderId).planId).aqlPercent,
  );

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.boms.reset();
    this.capacity.reset();
    this.dailyReport.reset();
    this.plans.reset();
    this.workOrders.reset();
    this.routings.reset();
    this.inspections.reset();
  }
}
