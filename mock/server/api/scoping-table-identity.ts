// Scope rows of the identity console's users part: the user administration (the site form for a
// platform administrator, the tenant form for an organisation's), the password policy and the
// sign-in log. See scoping-types.ts for what a row says.
import type { Caller } from './scoping-fixtures';
import { forms, rowsOf, scoped, type Call, type Form, type ScopeTable } from './scoping-types';

const site = (c: Caller) => c.site;
const admins = (c: Caller) => c.admin;
const ownId = (c: Caller) => (c.user === 'admin' ? 1 : 2);

/** Roles of another tenant in an answer. */
const rolesOfTenant = (victim: number) => (body: unknown) =>
  rowsOf(body).some((row) => row.tenantId === victim);

/** A row for the site form (platform administrators) and one for the tenant form (admins). */
function userForms(
  method: string,
  path: string,
  call: (c: Caller) => Call,
  checkOwn?: (c: Caller, form: Form) => boolean,
) {
  const check = (form: Form) => checkOwn && ((c: Caller) => checkOwn(c, form));
  return {
    ...forms(
      method,
      `/iam/hzero/v1/${path}`,
      scoped({ own: call, role: site, checkOwn: check('site') }),
    ),
    ...forms(
      method,
      `/iam/hzero/v1/:orgId/${path}`,
      scoped({ own: call, role: admins, checkOwn: check('tenant') }),
    ),
  };
}

/** alice, whom a platform administrator reaches, and ACME's administrator too (not platform 0's). */
const alice = () => ({ params: { userId: 2 } });
const reachesAlice = (c: Caller, form: Form) => (form === 'site' ? c.site : c.tenantId !== 0);

const newUser = {
  loginName: 'scope.user',
  realName: 'Scope',
  email: 'scope@example.com',
  password: 'not encrypted',
};

export const identityScopes: ScopeTable = {
  ...userForms('GET', 'users/paging', () => ({})),
  // the password must arrive RSA-encrypted, which the table does not do: refused, never made
  ...userForms(
    'POST',
    'users',
    () => ({ body: newUser }),
    () => false,
  ),
  ...userForms('PUT', 'users', (c) => ({
    body: { id: ownId(c), objectVersionNumber: 1, phone: '13800000009' },
  })),
  ...forms(
    'GET',
    '/iam/hzero/v1/member-roles/user-roles/:userId',
    scoped({ own: (c) => ({ params: { userId: ownId(c) } }), role: site }),
  ),
  ...forms(
    'GET',
    '/iam/hzero/v1/:orgId/member-roles/user-roles/:userId',
    scoped({
      own: (c) => ({ params: { userId: ownId(c) } }),
      role: admins,
      others: (c, victim) => [{ params: { userId: 2 }, reveals: rolesOfTenant(victim) }],
    }),
  ),
  ...forms(
    'GET',
    '/iam/hzero/v2/roles/self/assignable-roles',
    scoped({
      own: () => ({}),
      role: admins,
      others: (c, victim) => (c.site ? [] : [{ reveals: rolesOfTenant(victim) }]),
    }),
  ),
  ...userForms('POST', 'users/:userId/locked', alice, reachesAlice),
  ...userForms('POST', 'users/:userId/unlocked', alice, reachesAlice),
  ...userForms(
    'PUT',
    'users/:userId/admin-password',
    () => ({ ...alice(), body: { password: 'not encrypted' } }),
    () => false,
  ),
  ...forms('GET', '/iam/v1/:orgId/password-policies', scoped({ own: () => ({}) })),
  ...forms(
    'PUT',
    '/iam/v1/:orgId/password-policies',
    scoped({ own: () => ({ body: { objectVersionNumber: 1, minLength: 9 } }), role: site }),
  ),
  ...forms('GET', '/iam/hzero/v1/audit-logins', scoped({ own: () => ({}), role: site })),
  ...forms(
    'GET',
    '/iam/hzero/v1/:orgId/audit-logins',
    scoped({
      own: () => ({}),
      role: admins,
      others: (_c, victim) => [
        { reveals: (body) => rowsOf(body).some((row) => row.tenantId === victim) },
      ],
    }),
  ),
};
