// The scope table's checks (scoping-checks.ts) for the property pages' routes
// (property-routes.ts), in a file of their own: each test file has a processor budget.
import { propertyRoutes } from './property-routes';
import { checkScopes } from './scoping-checks';

checkScopes(propertyRoutes);
