// A role's menus and permission sets (HZERO's role permission-set tree): the tree of the role's
// level and tenant with what the role holds checked, and assigning or recycling node ids. The
// role's menu (GET /iam/hzero/v1/menus/tree) is the catalogue filtered by its assigned pages, so a
// page recycled here is gone from the role's menu on its next load.
import { invalid } from '../admin/failure';
import { arrayBody, queryReader } from '../admin/input';
import type { ApiRoute, UserContext } from '../context';
import { json } from '../http/reply';
import { filterMenus } from '../roles/menu-catalogue';
import { assignedPagesOf, permissionTree, resolveIds } from '../roles/permission-tree';
import { reachableRole, requireRoleAccess } from '../roles/role-access';
import type { AdminHandler } from './admin-common';
import { iamForms } from './iam-roles';

function roleOf(ctx: UserContext) {
  const roleId = queryReader(new URLSearchParams({ roleId: ctx.params.roleId })).requiredInt(
    'roleId',
  );
  const role = reachableRole(ctx, roleId);
  return { role, catalogue: ctx.state.menus.catalogue(role.level, role.tenantId) };
}

const tree: AdminHandler = (ctx, lang) => {
  requireRoleAccess(ctx);
  const { role, catalogue } = roleOf(ctx);
  const granted = ctx.state.roleAdmin.grantedCodes(role.id);
  return json(permissionTree(catalogue, assignedPagesOf(role.menu), granted, lang));
};

/** The body: an array of node ids of the role's tree. */
async function readIds(ctx: UserContext): Promise<number[]> {
  const body = await ctx.body();
  const value = body.kind === 'json' ? body.value : undefined;
  if (!Array.isArray(value) || value.some((id) => !Number.isInteger(id))) {
    // arrayBody words the failure for a body that is not an array at all
    if (!Array.isArray(value)) arrayBody(body);
    throw invalid('请求体必须是节点 id 的数组', 'The body must be an array of node ids');
  }
  return value as number[];
}

const change =
  (assign: boolean): AdminHandler =>
  async (ctx, lang) => {
    requireRoleAccess(ctx, 'menus');
    const { role, catalogue } = roleOf(ctx);
    const { pages, sets, unknown } = resolveIds(catalogue, await readIds(ctx));
    if (unknown.length > 0) {
      throw invalid(
        `节点 ${unknown.join(', ')} 不在角色可分配的菜单和权限集中`,
        `Nodes ${unknown.join(', ')} are not menus or permission sets this role may be given`,
      );
    }
    const held = assignedPagesOf(role.menu);
    for (const page of pages) {
      if (assign) held.add(page);
      else held.delete(page);
    }
    ctx.state.accounts.updateRole(role.id, { menu: filterMenus(catalogue, held) });
    if (assign) ctx.state.roleAdmin.grant(role.id, sets);
    else ctx.state.roleAdmin.revoke(role.id, sets);
    ctx.state.roleAdmin.bumpVersion(role.id);
    const granted = ctx.state.roleAdmin.grantedCodes(role.id);
    return json(permissionTree(catalogue, assignedPagesOf(role.menu), granted, lang));
  };

export const rolePermissionRoutes: ApiRoute[] = [
  ...iamForms('GET', 'roles/:roleId/permission-set-tree', tree),
  ...iamForms('PUT', 'roles/:roleId/permission-sets/assign', change(true)),
  ...iamForms('PUT', 'roles/:roleId/permission-sets/recycle', change(false)),
];
