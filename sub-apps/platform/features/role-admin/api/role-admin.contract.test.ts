/** The role calls through the real client against the gateway, signed in as admin (site role). */
import type { PermissionTreeNodeDto } from '@polaris/core/services/iam/role-admin-types';
import { serviceContract } from '../../../../../test/support/service-contract';
import { assignMembers } from './assign-members';
import { assignPermissions } from './assign-permissions';
import { copyRole } from './copy-role';
import { createRole } from './create-role';
import { disableRole } from './disable-role';
import { enableRole } from './enable-role';
import { fetchMemberCandidates } from './fetch-member-candidates';
import { fetchPermissionTree } from './fetch-permission-tree';
import { fetchRoleLabels } from './fetch-role-labels';
import { fetchRoleMembers } from './fetch-role-members';
import { fetchRoles } from './fetch-roles';
import { recyclePermissions } from './recycle-permissions';
import { removeMembers } from './remove-members';
import { updateRole } from './update-role';

const api = serviceContract('admin');

function nodeOf(nodes: PermissionTreeNodeDto[], code: string): PermissionTreeNodeDto {
  const all = (list: PermissionTreeNodeDto[]): PermissionTreeNodeDto[] =>
    list.flatMap((node) => [node, ...all(node.subMenus ?? [])]);
  const found = all(nodes).find((node) => node.code === code);
  if (!found) throw new Error(`No node ${code}`);
  return found;
}

describe('roles', () => {
  it('list: GET /roles with the filters (empty ones left out) and paging', async () => {
    const page = await fetchRoles.site({ code: 'acme', name: '', page: 0, size: 5 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/roles',
      query: { code: 'acme', page: '0', size: '5' },
    });
    expect(page.content).toEqual([expect.objectContaining({ id: 11, tenantId: 1 })]);
  });

  it('create, update, copy, disable and enable: the role as saved each time', async () => {
    const created = await createRole('site', { code: 'clerk', name: 'Clerk', tenantId: 1 });
    expect(api.sent().at(-1)).toEqual({
      method: 'POST',
      path: '/iam/hzero/v1/roles',
      query: {},
      body: { code: 'clerk', name: 'Clerk', tenantId: 1 },
    });
    const updated = await updateRole('site', { ...created, name: 'Desk clerk' });
    expect(updated).toMatchObject({ name: 'Desk clerk', objectVersionNumber: 2 });
    const copy = await copyRole('site', created.id, { code: 'clerk-2', name: 'Clerk 2' });
    expect(api.sent().at(-1)).toMatchObject({
      method: 'POST',
      path: '/iam/hzero/v1/roles/copy',
      query: { copyFromRoleId: String(created.id) },
    });
    expect(copy).toMatchObject({ tenantId: 1, code: 'clerk-2' });
    const disabled = await disableRole('site', updated);
    expect(api.sent().at(-1)).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/roles/disable',
      query: {},
      body: { id: created.id, objectVersionNumber: 2 },
    });
    expect((await enableRole('site', disabled)).enabled).toBe(true);
  });

  it('a refusal is told to the user and rejects', async () => {
    await expect(disableRole('site', { id: 1, objectVersionNumber: 1 })).rejects.toMatchObject({
      kind: 'business',
      code: 'error.role.admin',
    });
    expect(api.notices).toEqual([expect.objectContaining({ style: 'warn' })]);
  });
});

describe('permissions and members', () => {
  it('tree, assign and recycle: node ids in the body, the tree as it is after', async () => {
    const tree = await fetchPermissionTree('site', 12);
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/roles/12/permission-set-tree',
      query: {},
    });
    const plan = nodeOf(tree, 'globex.production.plan');
    expect(plan).toMatchObject({ type: 'menu', checkedFlag: 'Y' });
    const after = await recyclePermissions('site', 12, [plan.id]);
    expect(api.sent().at(-1)).toMatchObject({ method: 'PUT', body: [plan.id] });
    expect(nodeOf(after, 'globex.production.plan').checkedFlag).toBe('N');
    const again = await assignPermissions('site', 12, [plan.id]);
    expect(nodeOf(again, 'globex.production.plan').checkedFlag).toBe('Y');
  });

  it('members, candidates, assign and remove', async () => {
    const members = await fetchRoleMembers('site', 11)({ loginName: 'ali' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/member-roles/role-users/11',
      query: { loginName: 'ali' },
    });
    expect(members.content).toEqual([expect.objectContaining({ loginName: 'alice' })]);
    const candidates = await fetchMemberCandidates('site', 11)({ name: 'adm' });
    expect(candidates.content).toEqual([expect.objectContaining({ id: 1, loginName: 'admin' })]);
    await assignMembers('site', 11, [1]);
    expect(api.sent().at(-1)).toEqual({
      method: 'POST',
      path: '/iam/hzero/v1/member-roles/batch-assign',
      query: {},
      body: [{ roleId: 11, memberId: 1, memberType: 'user' }],
    });
    await removeMembers('site', [{ roleId: 11, memberId: 1 }]);
    expect(api.sent().at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/iam/hzero/v1/member-roles/batch-delete',
      body: [{ roleId: 11, memberId: 1, memberType: 'user' }],
    });
  });

  it('the labels a role may carry', async () => {
    expect(await fetchRoleLabels()).toEqual(['SITE_ADMIN', 'TENANT_ADMIN']);
  });
});
