// The production planner's endpoints (/mes/v1/{tid}/..., the daily production report), one file
// per resource; stores in mock/server/production/.
import type { ApiRoute } from '../context';

export const productionRoutes: ApiRoute[] = [];
