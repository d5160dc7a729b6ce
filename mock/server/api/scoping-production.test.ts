// The scope table's checks (scoping-checks.ts) for the production planner's routes
// (production-routes.ts), in a file of their own: each test file has a processor budget.
import { productionRoutes } from './production-routes';
import { checkScopes } from './scoping-checks';

checkScopes(productionRoutes);
