// The scope table's checks (scoping-checks.ts) for the report centre's routes (report-routes.ts),
// in a file of their own: each test file has a processor budget.
import { reportRoutes } from './report-routes';
import { checkScopes } from './scoping-checks';

checkScopes(reportRoutes);
