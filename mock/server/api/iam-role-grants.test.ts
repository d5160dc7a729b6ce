// A role's menus, permission sets and members: what is assigned is what the member's shell gets
// (the menu tree and the permission check), on its next load.
import { useTestGateway } from '../../testing/test-gateway';
import { callerAs } from '../roles/role-test-kit';
import { menuId } from './menu-tree';
import { permissionSetId } from '../roles/permission-tree';
import type { MenuNode } from '../types';

const t = useTestGateway();
const ROLES = '/iam/hzero/v1/roles';
const HOUSE_CREATE = 'acme.property.house.button.create';

const as = (user: 'admin' | 'alice', roleId?: number) => callerAs(t, user, roleId);

const shape = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.subMenus ? { [n.code]: shape(n.subMenus) } : n.code));

/** A role of ACME with the Houses and Bills pages, alice a member of it. */
async function clerkRole() {
  const admin = await as('admin');
  const role = (await admin(ROLES, 'POST', { code: 'acme-clerk', name: 'Clerk', tenantId: 1 }))
    .body;
  const assigned = await admin(`${ROLES}/${role.id}/permission-sets/assign`, 'PUT', [
    menuId('acme.property.house'),
    menuId('acme.property.bill'),
    permissionSetId(HOUSE_CREATE),
  ]);
  expect(assigned.status).toBe(200);
  const member = await admin('/iam/hzero/v1/member-roles/batch-assign', 'POST', [
    { roleId: role.id, memberId: 2, memberType: 'user' },
  ]);
  expect(member.body).toEqual([
    expect.objectContaining({ memberId: 2, loginName: 'alice', roleId: role.id }),
  ]);
  return { admin, roleId: role.id as number };
}

describe('menus assigned to a role', () => {
  it('make the member’s menu: exactly those pages and the directories holding them', async () => {
    const { admin, roleId } = await clerkRole();
    const alice = await as('alice', roleId);
    const tree = await alice('/iam/hzero/v1/menus/tree?lang=en_US');
    expect(shape(tree.body)).toEqual([
      {
        'acme.property': [
          { 'acme.property.records': ['acme.property.house'] },
          { 'acme.property.charging': ['acme.property.bill'] },
        ],
      },
    ]);
    await admin(`${ROLES}/${roleId}/permission-sets/recycle`, 'PUT', [
      menuId('acme.property.bill'),
    ]);
    const after = await alice('/iam/hzero/v1/menus/tree?lang=en_US');
    expect(shape(after.body)).toEqual([
      { 'acme.property': [{ 'acme.property.records': ['acme.property.house'] }] },
    ]);
  });

  it('the permission check follows the pages and permission sets granted', async () => {
    const { admin, roleId } = await clerkRole();
    const alice = await as('alice', roleId);
    const check = async () =>
      (
        await alice('/iam/hzero/v1/menus/check-permissions', 'POST', [
          'acme.property.house',
          HOUSE_CREATE,
          'acme.property.house.button.delete',
        ])
      ).body.map((c: { approve: boolean }) => c.approve);
    expect(await check()).toEqual([true, true, false]);
    await admin(`${ROLES}/${roleId}/permission-sets/recycle`, 'PUT', [
      permissionSetId(HOUSE_CREATE),
    ]);
    expect(await check()).toEqual([true, false, false]);
  });

  it('a seed role loses a permission set recycled from it', async () => {
    const admin = await as('admin');
    const alice = await as('alice', 11);
    const approve = async () =>
      (await alice('/iam/hzero/v1/menus/check-permissions', 'POST', [HOUSE_CREATE])).body[0]
        .approve;
    expect(await approve()).toBe(true);
    await admin(`${ROLES}/11/permission-sets/recycle`, 'PUT', [permissionSetId(HOUSE_CREATE)]);
    expect(await approve()).toBe(false);
  });

  it('refuses ids the role’s level does not offer, naming them', async () => {
    const admin = await as('admin');
    const refused = await admin(`${ROLES}/11/permission-sets/assign?lang=en_US`, 'PUT', [
      menuId('hzero.system.role'),
    ]);
    expect(refused.body).toMatchObject({ failed: true, code: 'error.param.invalid' });
    expect(refused.body.message).toContain(String(menuId('hzero.system.role')));
    const notArray = await admin(`${ROLES}/11/permission-sets/assign`, 'PUT', { id: 1 });
    expect(notArray.body.failed).toBe(true);
  });
});

describe('members of a role', () => {
  it('lists and searches members; candidates leave out members', async () => {
    const { admin, roleId } = await clerkRole();
    const members = await admin(`/iam/hzero/v1/member-roles/role-users/${roleId}?loginName=ali`);
    expect(members.body).toMatchObject({ totalElements: 1, content: [{ loginName: 'alice' }] });
    const candidates = await admin(`/iam/hzero/v1/member-roles/role-users/${roleId}/candidates`);
    expect(candidates.body.content.map((u: { loginName: string }) => u.loginName)).not.toContain(
      'alice',
    );
    expect(candidates.body.content.map((u: { loginName: string }) => u.loginName)).toContain(
      'admin',
    );
  });

  it('a new member is offered the role; a removed one is not', async () => {
    const { admin, roleId } = await clerkRole();
    const alice = await as('alice');
    const offered = async () =>
      (await alice('/iam/hzero/v1/member-roles/self-roles')).body.map((r: { id: number }) => r.id);
    expect(await offered()).toEqual([11, 12, roleId]);
    const removed = await admin('/iam/hzero/v1/member-roles/batch-delete', 'DELETE', [
      { roleId, memberId: 2, memberType: 'user' },
    ]);
    expect(removed.status).toBe(200);
    expect(await offered()).toEqual([11, 12]);
  });

  it('the tenant form offers only the organisation’s people', async () => {
    const admin = await as('admin', 2);
    const candidates = await admin('/iam/hzero/v1/1/member-roles/role-users/11/candidates');
    expect(candidates.body.content.map((u: { loginName: string }) => u.loginName)).toEqual([
      'admin',
    ]);
    const otherTenant = await admin('/iam/hzero/v1/1/member-roles/batch-assign', 'POST', [
      { roleId: 12, memberId: 1, memberType: 'user' },
    ]);
    expect(otherTenant.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
  });

  it('refuses to leave a user without any role, counting the whole batch', async () => {
    const admin = await as('admin');
    const last = await admin('/iam/hzero/v1/member-roles/batch-delete?lang=en_US', 'DELETE', [
      { roleId: 11, memberId: 2, memberType: 'user' },
      { roleId: 12, memberId: 2, memberType: 'user' },
    ]);
    expect(last.body).toMatchObject({ failed: true, code: 'error.member.last_role' });
    expect(last.body.message).toContain('alice would have no role left');
    const members = await admin('/iam/hzero/v1/member-roles/role-users/11');
    expect(members.body.totalElements).toBe(1);
  });
});
