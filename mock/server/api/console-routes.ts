// The identity console's sessions part and the monitor's operation pages: OAuth clients, online
// users, the operation audit, the API monitor and the audit configuration, registered in one line.
import type { ApiRoute } from '../context';
import { monitorOpsRoutes } from './monitor-ops';
import { clientRoutes } from './oauth-clients';
import { onlineUserRoutes } from './online-users';

export const sessionConsoleRoutes: ApiRoute[] = [
  ...clientRoutes,
  ...onlineUserRoutes,
  ...monitorOpsRoutes,
];
