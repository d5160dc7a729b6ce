// The cross-tenant and cross-role table: a row for every route the dispatcher serves (checked by
// scoping.test.ts), gathered from one module per family of routes.
import { adminScopes } from './scoping-table-admin';
import { consoleScopes } from './scoping-table-console';
import { fileConfigScopes } from './scoping-table-file-config';
import { fileScopes } from './scoping-table-files';
import { identityScopes } from './scoping-table-identity';
import { iamRoleScopes } from './scoping-table-iam-roles';
import { lovViewScopes } from './scoping-table-lov-views';
import { messageConfigScopes, uploadConfigScopes } from './scoping-table-message-config';
import { messageServerScopes } from './scoping-table-message-servers';
import { masterDataScopes } from './scoping-table-master-data';
import { messageScopes } from './scoping-table-messages';
import { orgConfigScopes } from './scoping-table-org-config';
import { platformScopes } from './scoping-table-platform';
import { codeRuleScopes, profileScopes } from './scoping-table-profiles';
import { productionEngineeringScopes } from './scoping-table-production-engineering';
import { productionOrderScopes } from './scoping-table-production-orders';
import { propertyScopes } from './scoping-table-property';
import { reportScopes } from './scoping-table-reports';
import { tenantScopes } from './scoping-table-tenants';
import { textScopes } from './scoping-table-texts';
import { unitScopes } from './scoping-table-units';
import { recordScopes } from './scoping-table-work';
import type { ScopeTable } from './scoping-types';
import { workflowAdminScopes } from './scoping-table-workflow-admin';

export const SCOPE_TABLE: ScopeTable = {
  ...platformScopes,
  ...adminScopes,
  ...masterDataScopes,
  ...fileScopes,
  ...messageScopes,
  ...messageConfigScopes,
  ...uploadConfigScopes,
  ...fileConfigScopes,
  ...messageServerScopes,
  ...recordScopes,
  ...productionEngineeringScopes,
  ...productionOrderScopes,
  ...propertyScopes,
  ...identityScopes,
  ...iamRoleScopes,
  ...consoleScopes,
  ...textScopes,
  ...lovViewScopes,
  ...profileScopes,
  ...codeRuleScopes,
  ...orgConfigScopes,
  ...tenantScopes,
  ...unitScopes,
  ...reportScopes,
  ...workflowAdminScopes,
};
