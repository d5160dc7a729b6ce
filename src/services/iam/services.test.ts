/** The iam services through the real client against the mock gateway, signed in as alice. */
import { seedRoles } from '../../../mock/data/roles';
import { buildMenuTree } from '../../../mock/server/api/menu-tree';
import { serviceContract } from '../../../test/support/service-contract';
import { fetchCurrentUser, toCurrentUser } from './current-user';
import { fetchMenuTree } from './menus';
import { checkPermissions } from './permissions';
import { fetchCurrentRole, fetchSelfRoles, switchRole } from './roles';
import { fetchSelfTenants, switchTenant, updateDefaultTenant } from './tenants';
import type { SelfUserDto } from './types';
import { updateDefaultLanguage, updateMenuLayout, updateSelfProfile } from './users';

// alice: user 2, property manager (role 11) at ACME (tenant 1), production planner (role 12) at
// GLOBEX (tenant 2); her session starts at ACME.
const api = serviceContract('alice');

describe('menus and permissions', () => {
  it('menu tree: GET with lang, roldId (sic), labels, unionLabel; the role tree in that language', async () => {
    const tree = await fetchMenuTree({ lang: 'en_US', roleId: 12 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/menus/tree',
      query: { lang: 'en_US', roldId: '12', labels: 'HZERO_MENU', unionLabel: 'true' },
    });
    const planner = seedRoles.find((role) => role.id === 12)!;
    expect(tree).toEqual(buildMenuTree(planner.menu, 'en_US', 'organization'));
  });

  it('check permissions: POST of the codes; approved, hidden or disabled for the role', async () => {
    const codes = ['acme.property.house.button.edit', 'acme.property.house.button.delete', 'x.y'];
    const answers = await checkPermissions(codes);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/iam/hzero/v1/menus/check-permissions',
      query: {},
      body: codes,
    });
    expect(answers).toEqual([
      { code: codes[0], approve: true, controllerType: 'disabled' },
      { code: codes[1], approve: false, controllerType: 'hidden' },
      { code: codes[2], approve: false, controllerType: 'disabled' },
    ]);
  });
});

describe('the current user', () => {
  it('self: GET; organizationId is the tenant the gateway names', async () => {
    const user = await fetchCurrentUser();
    expect(api.onlySent()).toEqual({ method: 'GET', path: '/iam/hzero/v1/users/self', query: {} });
    expect(user).toMatchObject({ loginName: 'alice', tenantId: 1, organizationId: 1 });
  });

  it('takes organizationId from tenantId, not from the answer', () => {
    const dto = { tenantId: 7, organizationId: undefined } as unknown as SelfUserDto;
    expect(toCurrentUser(dto)).toMatchObject({ tenantId: 7, organizationId: 7 });
  });

  it('default language: PUT with query language; the gateway keeps it', async () => {
    await updateDefaultLanguage('zh_CN');
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/users/default-language',
      query: { language: 'zh_CN' },
    });
    expect((await fetchCurrentUser()).language).toBe('zh_CN');
  });

  it('own profile: PUT of the changed fields; answers the updated user', async () => {
    const user = await updateSelfProfile({ phone: '13900000002' });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/users/self',
      query: {},
      body: { phone: '13900000002' },
    });
    expect(user).toMatchObject({ loginName: 'alice', phone: '13900000002' });
  });

  it('menu layout: PUT with query menuLayout; answers the updated user', async () => {
    const user = await updateMenuLayout('side');
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/users/menu-layout',
      query: { menuLayout: 'side' },
    });
    expect(user.menuLayout).toBe('side');
  });
});

describe('tenants', () => {
  it('self tenants: GET; each tenant alice has a role in, with her default', async () => {
    const tenants = await fetchSelfTenants();
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/users/self-tenants',
      query: {},
    });
    expect(tenants).toEqual([
      expect.objectContaining({ userId: 2, tenantId: 1, defaultTenantId: 1 }),
      expect.objectContaining({ userId: 2, tenantId: 2, defaultTenantId: 1 }),
    ]);
  });

  it('switch tenant: PUT with query tenantId; the session is in that tenant', async () => {
    await switchTenant(2);
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/v1/users/tenant-id',
      query: { tenantId: '2' },
    });
    expect(await fetchCurrentUser()).toMatchObject({ tenantId: 2, organizationId: 2 });
  });

  it('default tenant: PUT with query tenantId; the gateway keeps it', async () => {
    await updateDefaultTenant(2);
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/users/default-tenant',
      query: { tenantId: '2' },
    });
    expect((await fetchSelfTenants())[0].defaultTenantId).toBe(2);
  });

  it('default tenant passes silent through: a failure is not shown', async () => {
    api.fault({ path: 'default-tenant', status: 500 });
    await expect(updateDefaultTenant(2, { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(api.notices).toEqual([]);
    await expect(updateDefaultTenant(2)).rejects.toMatchObject({ status: 500 });
    expect(api.notices).toHaveLength(1);
  });
});

describe('roles', () => {
  it('self roles: GET; both of alice’s roles, the default one marked', async () => {
    const roles = await fetchSelfRoles();
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/member-roles/self-roles',
      query: {},
    });
    expect(roles).toEqual([
      expect.objectContaining({ id: 11, tenantId: 1, defaultRole: true }),
      expect.objectContaining({ id: 12, tenantId: 2, defaultRole: false }),
    ]);
  });

  it('current role: GET; the session’s role', async () => {
    const role = await fetchCurrentRole();
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/member-roles/current-role',
      query: {},
    });
    expect(role).toMatchObject({ id: 11, code: 'acme-property-manager', level: 'organization' });
  });

  it('switch role: PUT with query roleId; the session has that role (and its tenant)', async () => {
    await switchRole(12);
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/v1/users/roles',
      query: { roleId: '12' },
    });
    expect(await fetchCurrentUser()).toMatchObject({ currentRoleId: 12, tenantId: 2 });
  });
});
