// Scope rows of the identity console's role, permission-set, label and API catalogue routes.
// The site form is for site-level roles (every tenant's roles); the tenant form for the
// organisation's administrators (its own roles only). See scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import {
  rowsOf,
  same,
  scoped,
  seesAll,
  type Call,
  type Form,
  type ScopeTable,
} from './scoping-types';

/** A role of each tenant (the one its viewer works in). */
const ROLE_OF_TENANT: Record<number, number> = { 0: 1, 1: 11, 2: 12 };
const USER_ID = { admin: 1, alice: 2 } as const;

const site = (c: Caller) => c.site;
const admin = (c: Caller) => c.admin;

const SITE = '/iam/hzero/v1';
const TENANT = '/iam/hzero/v1/:orgId';

/** Both forms of a route naming a role: the caller's own role, or a role of another tenant. */
function byRole(method: string, path: string, call: (roleId: number) => Call): ScopeTable {
  const row = (form: Form) =>
    scoped({
      own: (c) => call(c.roleId),
      role: form === 'site' ? site : admin,
      others: (c, victim) => (seesAll(c, form) ? [] : [call(ROLE_OF_TENANT[victim])]),
    });
  return {
    [`${method} ${SITE}/${path}`]: row('site'),
    [`${method} ${TENANT}/${path}`]: row('tenant'),
  };
}

const hasTenant = (victim: number) => (body: unknown) =>
  rowsOf(body).some((row) => row.tenantId === victim);

const pair = (roleId: number, memberId: number) => [{ roleId, memberId, memberType: 'user' }];

/** Removing the caller from a role it does not hold changes nothing and works (role 11's tenant). */
const removeRow = (form: Form) =>
  scoped({
    own: (c) => ({ body: pair(11, USER_ID[c.user]) }),
    role: form === 'site' ? site : admin,
    checkOwn: (c) => form === 'site' || c.tenantId === 1,
    others: (c, victim) => (seesAll(c, form) ? [] : [{ body: pair(ROLE_OF_TENANT[victim], 1) }]),
  });

/** Disabling role 11 (alice holds 12 too) works where role 11 is in reach. */
const disableRow = (form: Form) =>
  scoped({
    own: () => ({ body: { id: 11, objectVersionNumber: 1 } }),
    role: form === 'site' ? site : admin,
    checkOwn: (c) => form === 'site' || c.tenantId === 1,
    others: (c, victim) =>
      seesAll(c, form) ? [] : [{ body: { id: ROLE_OF_TENANT[victim], objectVersionNumber: 1 } }],
  });

const createRow = (form: Form) =>
  scoped({
    own: (c) => ({ body: { code: `probe-${c.roleId}`, name: 'Probe' } }),
    role: form === 'site' ? site : admin,
    others: (c, victim) =>
      seesAll(c, form)
        ? []
        : [{ body: { code: `probe-${victim}`, name: 'Probe', tenantId: victim } }],
  });

const siteCatalogue = (own: Call = {}) => scoped({ own: () => own, role: site });

export const iamRoleScopes: ScopeTable = {
  [`GET ${SITE}/roles`]: scoped({ own: () => ({ query: 'size=100' }), role: site }),
  [`GET ${TENANT}/roles`]: scoped({
    own: () => ({ query: 'size=100' }),
    role: admin,
    others: (_c, victim) => [{ query: `tenantId=${victim}&size=100`, reveals: hasTenant(victim) }],
  }),
  ...byRole('GET', 'roles/:roleId', (roleId) => ({ params: { roleId } })),
  [`POST ${SITE}/roles`]: createRow('site'),
  [`POST ${TENANT}/roles`]: createRow('tenant'),
  ...byRole('PUT', 'roles', (id) => ({ body: { id, objectVersionNumber: 1 } })),
  ...byRole('POST', 'roles/copy', (roleId) => ({
    query: `copyFromRoleId=${roleId}`,
    body: { code: `copy-of-${roleId}`, name: 'Copy' },
  })),
  ...byRole('PUT', 'roles/enable', (id) => ({ body: { id, objectVersionNumber: 1 } })),
  [`PUT ${SITE}/roles/disable`]: disableRow('site'),
  [`PUT ${TENANT}/roles/disable`]: disableRow('tenant'),
  ...byRole('GET', 'roles/:roleId/permission-set-tree', (roleId) => ({ params: { roleId } })),
  ...byRole('PUT', 'roles/:roleId/permission-sets/assign', (roleId) => ({
    params: { roleId },
    body: [],
  })),
  ...byRole('PUT', 'roles/:roleId/permission-sets/recycle', (roleId) => ({
    params: { roleId },
    body: [],
  })),
  ...byRole('GET', 'member-roles/role-users/:roleId', (roleId) => ({ params: { roleId } })),
  ...byRole('GET', 'member-roles/role-users/:roleId/candidates', (roleId) => ({
    params: { roleId },
  })),
  ...byRole('POST', 'member-roles/batch-assign', (roleId) => ({ body: pair(roleId, 1) })),
  [`DELETE ${SITE}/member-roles/batch-delete`]: removeRow('site'),
  [`DELETE ${TENANT}/member-roles/batch-delete`]: removeRow('tenant'),
  [`GET ${SITE}/labels`]: same('the label catalogue: the same list for every signed-in user'),
  [`POST ${SITE}/labels`]: scoped({
    own: (c) => ({ body: { name: `PROBE_${c.roleId}`, type: 'ROLE' } }),
    role: site,
  }),
  [`PUT ${SITE}/labels`]: scoped({
    own: () => ({ body: { id: 1, objectVersionNumber: 1, description: 'probe' } }),
    role: site,
  }),
  [`GET ${SITE}/permission-sets`]: siteCatalogue({ query: 'size=5' }),
  [`GET ${SITE}/permissions`]: siteCatalogue({ query: 'size=5' }),
};

/** A route of this table (checked in scoping-iam-roles.test.ts). */
export const isIamRoleRoute = (route: { method: string; pattern: string }): boolean =>
  `${route.method} ${route.pattern}` in iamRoleScopes;
