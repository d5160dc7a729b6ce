// Scope rows of the sessions part of the identity console (OAuth clients, online users) and of the
// monitor's operation pages (operation audit, API monitor, audit configuration). See
// scoping-types.ts for what a row says. The operation audit's partition by tenant is tested with
// recorded calls in monitor-ops.test.ts (the log is empty after the reset each check starts from).
import type { Caller } from './scoping-fixtures';
import { forms, same, scoped, type ScopeTable } from './scoping-types';

const site = (c: Caller) => c.site;

export const consoleScopes: ScopeTable = {
  ...forms('GET', '/iam/hzero/v1/clients', scoped({ own: () => ({}), role: site })),
  ...forms(
    'POST',
    '/iam/hzero/v1/clients',
    scoped({
      own: () => ({
        body: {
          name: 'probe-client',
          authorizedGrantTypes: 'implicit',
          webServerRedirectUri: 'https://probe.example/cb',
        },
      }),
      role: site,
    }),
  ),
  ...forms(
    'PUT',
    '/iam/hzero/v1/clients',
    scoped({
      own: () => ({ body: { id: 2, objectVersionNumber: 1, accessTokenValidity: 600 } }),
      role: site,
    }),
  ),
  ...forms('GET', '/iam/hzero/v1/online-users', scoped({ own: () => ({}), role: site })),
  ...forms(
    'DELETE',
    '/iam/hzero/v1/online-users/:sessionId',
    // a session id is random: the sign-out itself is tested in online-users.test.ts
    scoped({ own: () => ({ params: { sessionId: 'none' } }), role: site, checkOwn: () => false }),
  ),
  ...forms('GET', '/hmnt/v1[/:orgId]/audit-op-logs', scoped({ own: () => ({}) })),
  ...forms('GET', '/hmnt/v1/api-monitors', scoped({ own: () => ({}), role: site })),
  ...forms(
    'GET',
    '/hmnt/v1/audit-data-configs',
    same('the platform’s audit configuration: which entities are audited, alike for everyone'),
  ),
  ...forms(
    'PUT',
    '/hmnt/v1/audit-data-configs',
    scoped({
      own: () => ({ body: { auditDataConfigId: 1, objectVersionNumber: 1, enabledFlag: 0 } }),
      role: site,
    }),
  ),
};
