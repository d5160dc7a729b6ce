// The production planner's endpoints (/mes/v1/{tid}/..., the daily production report), one file
// per resource; stores in mock/server/production/.
import type { ApiRoute } from '../context';
import { dailyReportRoutes } from './production-daily-report';
import { productionEngineeringRoutes } from './production-engineering';
import { planRoutes } from './production-orders';
import { shopRoutes } from './production-orders-shop';

export const productionRoutes: ApiRoute[] = [
  // the orders: plans, work orders, routings, inspections
  ...planRoutes,
  ...shopRoutes,
  // bills of materials, the capacity board, the daily production report
  ...productionEngineeringRoutes,
  ...dailyReportRoutes,
];
