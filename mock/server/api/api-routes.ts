// Every API route the dispatcher serves (the `/__mock__` controls aside), in matching order. One
// list, so a test can walk every route: scoping.test.ts fails for a route that has no entry in
// the scope table (route-scopes.ts).
import { oauthRoutes } from '../auth/oauth-routes';
import type { ApiRoute } from '../context';
import { adminRoutes } from './admin-routes';
import { iamAdminRoutes } from './iam-admin-routes';
import { apiCatalogueRoutes } from './iam-catalogues';
import { sessionConsoleRoutes } from './console-routes';
import { iamRoutes } from './iam';
import { identityConsoleRoutes } from './identity-console-routes';
import { menuConfigRoutes } from './menu-config';
import { menuPermissionSetRoutes } from './menu-permission-sets';
import { menuRoutes } from './menus';
import { platformRoutes } from './platform-routes';
import { productionRoutes } from './production-routes';
import { propertyRoutes } from './property-routes';
import { promptRoutes } from './prompts';
import { reportRoutes } from './report-routes';
import { workRoutes } from './work-routes';

export const apiRoutes: readonly ApiRoute[] = [
  ...oauthRoutes,
  ...iamRoutes,
  ...menuRoutes,
  ...menuConfigRoutes,
  ...menuPermissionSetRoutes,
  ...promptRoutes,
  ...platformRoutes,
  ...workRoutes,
  ...adminRoutes,
  ...productionRoutes,
  ...propertyRoutes,
  ...reportRoutes,
  ...identityConsoleRoutes,
  ...iamAdminRoutes,
  ...apiCatalogueRoutes(() => apiRoutes),
  ...sessionConsoleRoutes,
];
