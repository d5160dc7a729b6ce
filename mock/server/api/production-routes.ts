// The production planner's endpoints (/mes/v1/{tid}/..., the daily production report), one file
// per resource; stores in mock/server/production/.
import type { ApiRoute } from '../context';
import { dailyReportRoutes } from './production-daily-report';
import { productionEngineeringRoutes } from './production-engineering';

export const productionRoutes: ApiRoute[] = [
  // bills of materials, the capacity board
  ...productionEngineeringRoutes,
  ...dailyReportRoutes,
];
