// Every route of the admin pages' endpoints (value sets, currencies, scheduled jobs and logs) and
// of the platform market, for the dispatcher to register in one line.
import type { ApiRoute } from '../context';
import { calendarRoutes } from './calendars';
import { currencyRoutes } from './currencies';
import { labelTemplateRoutes } from './label-templates';
import { marketRoutes } from './market';
import { masterDataRoutes } from './master-data';
import { concurrentRoutes } from './concurrents';
import { schedulerRoutes } from './scheduler';
import { tenantAdminRoutes } from './tenant-admin';
import { tenantInitRoutes } from './tenant-init';
import { valueSetRoutes } from './value-sets';

export const adminRoutes: ApiRoute[] = [
  ...valueSetRoutes,
  ...currencyRoutes,
  ...schedulerRoutes,
  ...concurrentRoutes,
  ...marketRoutes,
  ...masterDataRoutes,
  ...calendarRoutes,
  ...tenantAdminRoutes,
  ...tenantInitRoutes,
  ...labelTemplateRoutes,
];
