// The identity console's role, permission-set and label routes (issue 25, roles part), for the
// dispatcher to register in one line. The API catalogue is registered in api-routes.ts, which
// hands it the route table it lists.
import type { ApiRoute } from '../context';
import { permissionSetRoutes } from './iam-catalogues';
import { labelRoutes } from './iam-labels';
import { roleMemberRoutes } from './iam-role-members';
import { rolePermissionRoutes } from './iam-role-permissions';
import { roleAdminRoutes } from './iam-roles';

export const iamAdminRoutes: ApiRoute[] = [
  ...roleAdminRoutes,
  ...rolePermissionRoutes,
  ...roleMemberRoutes,
  ...labelRoutes,
  ...permissionSetRoutes,
];
