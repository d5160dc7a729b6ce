// The cross-tenant and cross-role table: every route the dispatcher serves has a row saying it is
// public, the same for every caller (and why), or scoped. Each scoped route is called by every demo
// user under each of their roles with the other scopes' ids: another organisation in the path,
// another tenant's records, the other user's records. Each such call must be refused (or, for a
// read that filters or a write that ignores, reveal or change nothing of theirs); the caller's own
// call must work where its role may make it, and be refused (403) where it may not.
import { apiRoutes } from './api-routes';
import { isIamRoleRoute } from './scoping-table-iam-roles';
import { productionRoutes } from './production-routes';
import { propertyRoutes } from './property-routes';
import { reportRoutes } from './report-routes';
import { identityConsoleRoutes } from './identity-console-routes';
import { checkScopes, isPlatformRoute, keyOf } from './scoping-checks';
import { SCOPE_TABLE as TABLE } from './scoping-table';
import { workflowAdminRoutes } from './workflow-admin-routes';

describe('the scope table', () => {
  it('has a row for every route the dispatcher serves, and none for a route it does not', () => {
    const missing = apiRoutes.map(keyOf).filter((key) => !(key in TABLE));
    if (missing.length > 0) {
      throw new Error(
        `Routes without a row in the scope table (mock/server/api/scoping-table-*.ts):\n  ${missing.join('\n  ')}\n` +
          'Add a row for each: pub(why) when it needs no token, same(why) when it answers from ' +
          "the caller's own session alike for everyone (no id of anyone else in the request), or " +
          "scoped({ own, role?, others?, otherUser? }) saying what the caller's own call is and what " +
          "it tries on another tenant's or user's records, so the refusal is tested.",
      );
    }
    const routes = new Set(apiRoutes.map(keyOf));
    expect(Object.keys(TABLE).filter((key) => !routes.has(key))).toEqual([]);
  });

  it.each(apiRoutes.map((route) => [keyOf(route), route] as const))(
    '%s: public in the table only when the dispatcher serves it without a token',
    (key, route) => {
      const row = TABLE[key];
      if (row && row.kind !== 'scoped') expect(row.why.length).toBeGreaterThan(10);
      if (row?.kind === 'public') expect(route.access).toBe('public');
    },
  );
});

// the production planner's routes are checked in scoping-production.test.ts, the property pages'
// in scoping-property.test.ts, the report centre's in scoping-reports.test.ts, the platform
// service's (/hpfm) in scoping-hpfm.test.ts, the identity console's users and policy in
// scoping-identity.test.ts, its roles, labels and catalogues in scoping-iam-roles.test.ts, the
// workflow administration's in scoping-workflow-admin.test.ts
checkScopes(
  apiRoutes.filter(
    (route) =>
      !productionRoutes.includes(route) &&
      !propertyRoutes.includes(route) &&
      !reportRoutes.includes(route) &&
      !identityConsoleRoutes.includes(route) &&
      !isPlatformRoute(route) &&
      !isIamRoleRoute(route) &&
      !workflowAdminRoutes.includes(route),
  ),
);
