// Roles of the identity console: list, search and paging on both forms, create, edit, copy,
// enable/disable, and what a disabled role does to its members' role switcher and sessions.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';
import { callerAs } from '../roles/role-test-kit';

const t = useTestGateway();

interface Node {
  code: string;
  subMenus?: Node[];
}
const nodeOf = (nodes: Node[], code: string): Node | undefined =>
  nodes.map((n) => (n.code === code ? n : nodeOf(n.subMenus ?? [], code))).find(Boolean);
const ROLES = '/iam/hzero/v1/roles';

const as = (user: 'admin' | 'alice', roleId?: number) => callerAs(t, user, roleId);

describe('role list', () => {
  it('site form: every tenant’s roles, searched by code, name and tenant, paged', async () => {
    const api = await as('admin');
    const all = await api(`${ROLES}?size=2&lang=en_US`);
    expect(all.body).toMatchObject({ totalElements: 4, numberOfElements: 2, size: 2 });
    expect(all.body.content[0]).toMatchObject({
      id: 1,
      code: 'administrator',
      name: 'Platform Administrator',
      level: 'site',
      tenantId: 0,
      enabled: true,
      labels: ['SITE_ADMIN'],
      memberCount: 1,
      objectVersionNumber: 1,
    });
    const byName = await api(`${ROLES}?name=Manager&lang=en_US`);
    expect(byName.body.content.map((r: { code: string }) => r.code)).toEqual([
      'acme-property-manager',
    ]);
    const byTenant = await api(`${ROLES}?tenantId=2`);
    expect(byTenant.body.content.map((r: { id: number }) => r.id)).toEqual([12]);
  });

  it('tenant form: the organisation’s roles only; the site form refuses its administrator', async () => {
    const api = await as('admin', 2);
    const own = await api('/iam/hzero/v1/1/roles?tenantId=2');
    expect(own.body.content.map((r: { id: number }) => r.id)).toEqual([2, 11]);
    const site = await api(ROLES);
    expect(site.status).toBe(403);
    expect(site.body.code).toBe('error.permission.site_level');
  });

  it('refuses a role without the page (alice’s property manager)', async () => {
    const api = await as('alice', 11);
    const refused = await api('/iam/hzero/v1/1/roles');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('hzero.org.role');
  });
});

describe('create, edit and copy', () => {
  it('creates a role in a tenant; the code is unique there; the failure names the field', async () => {
    const api = await as('admin');
    const created = await api(ROLES, 'POST', { code: 'acme-clerk', name: 'Clerk', tenantId: 1 });
    expect(created.body).toMatchObject({
      code: 'acme-clerk',
      name: 'Clerk',
      level: 'organization',
      tenantId: 1,
      tenantName: 'Acme Property',
      enabled: true,
      memberCount: 0,
      menuCount: 0,
    });
    const again = await api(ROLES, 'POST', { code: 'acme-clerk', name: 'Clerk 2', tenantId: 1 });
    expect(again.body).toMatchObject({ failed: true, code: 'error.param.invalid' });
    expect(again.body.message).toContain('code');
    const blank = await api(`${ROLES}?lang=en_US`, 'POST', { code: 'x', name: ' ' });
    expect(blank.body.message).toBe('name must not be empty');
    const badLabel = await api(`${ROLES}?lang=en_US`, 'POST', {
      code: 'y',
      name: 'Y',
      labels: ['NOPE'],
    });
    expect(badLabel.body.message).toContain('labels');
  });

  it('the tenant form creates in the organisation and refuses another tenant', async () => {
    const api = await as('admin', 2);
    const created = await api('/iam/hzero/v1/1/roles', 'POST', { code: 'c1', name: 'C1' });
    expect(created.body).toMatchObject({ tenantId: 1, level: 'organization' });
    const other = await api('/iam/hzero/v1/1/roles', 'POST', {
      code: 'c2',
      name: 'C2',
      tenantId: 2,
    });
    expect(other.status).toBe(403);
  });

  it('edits the name in the caller’s language and the labels; a stale version is refused', async () => {
    const api = await as('admin');
    const edited = await api(`${ROLES}?lang=en_US`, 'PUT', {
      id: 11,
      objectVersionNumber: 1,
      name: 'Estate Manager',
      labels: ['TENANT_ADMIN'],
    });
    expect(edited.body).toMatchObject({
      name: 'Estate Manager',
      labels: ['TENANT_ADMIN'],
      objectVersionNumber: 2,
    });
    const zh = await api(`${ROLES}/11?lang=zh_CN`);
    expect(zh.body.name).toBe('物业经理');
    const stale = await api(ROLES, 'PUT', { id: 11, objectVersionNumber: 1, name: 'x' });
    expect(stale.body.code).toBe('error.record.changed');
  });

  it('copies a role with its menus and permission sets into the same tenant', async () => {
    const api = await as('admin');
    const copy = await api(`${ROLES}/copy?copyFromRoleId=11`, 'POST', {
      code: 'pm-2',
      name: 'PM 2',
    });
    expect(copy.body).toMatchObject({ tenantId: 1, code: 'pm-2', memberCount: 0 });
    const source = await api(`${ROLES}/11`);
    expect(copy.body.menuCount).toBe(source.body.menuCount);
    const tree = await api(`${ROLES}/${copy.body.id}/permission-set-tree?lang=en_US`);
    expect(nodeOf(tree.body, 'acme.property.house')).toMatchObject({
      checkedFlag: 'Y',
      subMenus: expect.arrayContaining([
        expect.objectContaining({ code: 'acme.property.house.button.create', checkedFlag: 'Y' }),
        expect.objectContaining({ code: 'acme.property.house.button.delete', checkedFlag: 'N' }),
      ]),
    });
  });
});

describe('enable and disable', () => {
  it('a disabled role is not offered to its members and cannot be switched to', async () => {
    const api = await as('admin');
    const disabled = await api(`${ROLES}/disable`, 'PUT', { id: 12, objectVersionNumber: 1 });
    expect(disabled.body).toMatchObject({ enabled: false, objectVersionNumber: 2 });
    const alice = await sessionAs(t, 'alice');
    const roles = await callApi(t.url, '/iam/hzero/v1/member-roles/self-roles', { token: alice });
    expect(roles.body.map((r: { id: number }) => r.id)).toEqual([11]);
    const to12 = await callApi(t.url, '/iam/v1/users/roles?roleId=12', {
      method: 'PUT',
      token: alice,
    });
    expect(to12.body).toMatchObject({ failed: true, code: 'error.role.not_assigned' });
    const enabled = await api(`${ROLES}/enable`, 'PUT', { id: 12, objectVersionNumber: 2 });
    expect(enabled.body.enabled).toBe(true);
  });

  it.each([
    [1, 'error.role.admin'],
    [2, 'error.role.admin'],
  ])('refuses to disable role %i (%s)', async (id, code) => {
    const api = await as('admin');
    const refused = await api(`${ROLES}/disable`, 'PUT', { id, objectVersionNumber: 1 });
    expect(refused.body).toMatchObject({ failed: true, code });
  });

  it('refuses to disable a member’s last enabled role', async () => {
    const api = await as('admin');
    await api(`${ROLES}/disable`, 'PUT', { id: 12, objectVersionNumber: 1 });
    const last = await api(`${ROLES}/disable?lang=en_US`, 'PUT', {
      id: 11,
      objectVersionNumber: 1,
    });
    expect(last.body).toMatchObject({ failed: true, code: 'error.role.last_role' });
    expect(last.body.message).toContain('alice');
  });
});
