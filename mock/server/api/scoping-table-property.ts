// Scope rows of the property pages' routes (/wy/api/:version/PROP/...). The paths name no
// tenant: a caller probes another organisation's records by their ids and must find nothing.
// See scoping-types.ts.
import { chargingScopes } from './scoping-table-property-charging';
import { propertyRecordScopes } from './scoping-table-property-records';
import { propertyServiceScopes } from './scoping-table-property-service';
import type { ScopeTable } from './scoping-types';

export const propertyScopes: ScopeTable = {
  ...propertyRecordScopes,
  ...chargingScopes,
  ...propertyServiceScopes,
};
