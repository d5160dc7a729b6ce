// The scope table's checks (scoping-checks.ts) for the workflow administration's routes (process
// definitions and documents), in a file of their own: each test file has a processor budget.
import { checkScopes } from './scoping-checks';
import { workflowAdminRoutes } from './workflow-admin-routes';

checkScopes(workflowAdminRoutes);
