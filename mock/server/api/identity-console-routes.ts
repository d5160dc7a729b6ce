// The routes of the identity console's users part: the user administration (site and tenant
// forms), the password policy and the sign-in log, for the dispatcher to register in one line.
import type { ApiRoute } from '../context';
import { identityRoutes } from './iam-identity';
import { iamUserActionRoutes } from './iam-user-actions';
import { iamUserRoutes } from './iam-users';

export const identityConsoleRoutes: ApiRoute[] = [
  ...iamUserRoutes,
  ...iamUserActionRoutes,
  ...identityRoutes,
];
