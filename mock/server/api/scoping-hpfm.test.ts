// The scope table's checks (scoping-checks.ts) for the platform service's routes (/hpfm), in a
// file of their own: each test file has a processor budget.
import { apiRoutes } from './api-routes';
import { checkScopes, isPlatformRoute } from './scoping-checks';

checkScopes(apiRoutes.filter(isPlatformRoute));
