// The property pages' endpoints (/wy/api/:version/PROP/..., issue 23), one file per page family;
// stores in mock/server/property/. The start-up calls (authority, house alias, sync flag) are in
// wy.ts.
import type { ApiRoute } from '../context';
import { billRoutes } from './property-bills';
import { chargingRoutes } from './property-charging';
import { complaintRoutes } from './property-complaints';
import { houseImportRoutes } from './property-house-import';
import { propertyRecordRoutes } from './property-records';
import { repairRoutes } from './property-service';

export const propertyRoutes: ApiRoute[] = [
  // records: projects, houses (import), owners
  ...propertyRecordRoutes,
  ...houseImportRoutes,
  // charging: charge standards (and the house alias), bills (preview, month export), receipts
  ...chargingRoutes,
  ...billRoutes,
  // service: repair orders, complaints and suggestions
  ...repairRoutes,
  ...complaintRoutes,
];
