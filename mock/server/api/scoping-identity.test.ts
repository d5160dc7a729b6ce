// The scope table's checks (scoping-checks.ts) for the identity console's users part
// (identity-console-routes.ts), in a file of their own: each test file has a processor budget.
import { identityConsoleRoutes } from './identity-console-routes';
import { checkScopes } from './scoping-checks';

checkScopes(identityConsoleRoutes);
