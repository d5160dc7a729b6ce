// The property pages' endpoints (/wy/api/:version/PROP/..., issue 23), one file per page family;
// stores in mock/server/property/. The start-up calls (authority, house alias, sync flag) and the
// charge preview are in wy.ts.
import type { ApiRoute } from '../context';
import { houseImportRoutes } from './property-house-import';
import { propertyRecordRoutes } from './property-records';

export const propertyRoutes: ApiRoute[] = [
  // records: projects, houses (import), owners
  ...propertyRecordRoutes,
  ...houseImportRoutes,
  // charging: charge standards, bills (preview, month export), receipts
  // service: repair orders, complaints and suggestions
];
