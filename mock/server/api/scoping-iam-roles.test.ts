// The scope table's checks for the identity console's role, label and catalogue routes (split from
// scoping.test.ts to keep each file's processor time small).
import { apiRoutes } from './api-routes';
import { checkScopes } from './scoping-checks';
import { isIamRoleRoute } from './scoping-table-iam-roles';

checkScopes(apiRoutes.filter(isIamRoleRoute));
