// /iam: the current user, their tenants and roles, and switching role, tenant and default tenant.
// All answers come from the caller's token session.
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { currentRole, memberRoleView, selfTenantRows, selfUserView } from './iam-views';
import { intParam } from './query-params';
import type { UserProfile } from '../accounts';
import { MENU_LAYOUTS, type MenuLayout } from '../types';

function switchRole(ctx: UserContext): Reply {
  const roleId = intParam(ctx.query, 'roleId');
  if (roleId === undefined) return failed('error.param.invalid', 'roleId is required');
  const { state, session } = ctx;
  const role = state.accounts.role(roleId);
  if (!role || !state.accounts.holdsRole(session.userId, roleId)) {
    return failed('error.role.not_assigned', `Role ${roleId} is not assigned to the current user`);
  }
  // A role belongs to one tenant, so switching to a role of another tenant switches tenant too.
  session.roleId = role.id;
  if (session.tenantId !== role.tenantId) {
    session.tenantId = role.tenantId;
    state.accounts.noteTenantAccess(session.userId, role.tenantId);
  }
  return json(memberRoleView(state, session.userId, role));
}

function tenantRow(ctx: UserContext, tenantId: number | undefined): Reply | number {
  if (tenantId === undefined) return failed('error.param.invalid', 'tenantId is required');
  const member = ctx.state.accounts.tenantsOf(ctx.session.userId).some((t) => t.id === tenantId);
  if (!member) {
    return failed('error.tenant.not_member', `The current user has no role in tenant ${tenantId}`);
  }
  return tenantId;
}

function rowOf(ctx: UserContext, tenantId: number): Reply {
  const row = selfTenantRows(ctx.state, ctx.session.userId).find((r) => r.tenantId === tenantId);
  return json(row);
}

function switchTenant(ctx: UserContext): Reply {
  const tenantId = tenantRow(ctx, intParam(ctx.query, 'tenantId'));
  if (typeof tenantId !== 'number') return tenantId;
  const { state, session } = ctx;
  const role = state.accounts.roleInTenant(session.userId, tenantId);
  if (!role) return failed('error.tenant.not_member', `No role in tenant ${tenantId}`);
  session.tenantId = tenantId;
  session.roleId = role.id;
  state.accounts.noteTenantAccess(session.userId, tenantId);
  return rowOf(ctx, tenantId);
}

function setDefaultTenant(ctx: UserContext): Reply {
  const tenantId = tenantRow(ctx, intParam(ctx.query, 'tenantId'));
  if (typeof tenantId !== 'number') return tenantId;
  ctx.state.accounts.setDefaultTenant(ctx.session.userId, tenantId);
  return rowOf(ctx, tenantId);
}

const PROFILE_RULES: Record<keyof UserProfile, { pattern: RegExp; message: string }> = {
  realName: { pattern: /^\S(.{0,38}\S)?$/u, message: 'Name must be 1 to 40 characters' },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Email address is not valid' },
  phone: { pattern: /^\+?[0-9][0-9 -]{5,19}$/, message: 'Phone number is not valid' },
};

/** PUT /iam/hzero/v1/users/self: the user edits their own name, email and phone. */
async function updateSelf(ctx: UserContext): Promise<Reply> {
  const body = await ctx.body();
  const value = (body.kind === 'json' ? body.value : undefined) as
    | Record<string, unknown>
    | undefined;
  if (!value || typeof value !== 'object')
    return failed('error.param.invalid', 'A JSON body is required');
  const patch: Partial<UserProfile> = {};
  for (const field of Object.keys(PROFILE_RULES) as (keyof UserProfile)[]) {
    if (value[field] === undefined) continue;
    const text = typeof value[field] === 'string' ? value[field].trim() : '';
    if (!PROFILE_RULES[field].pattern.test(text)) {
      return json({
        failed: true,
        code: `error.user.${field}`,
        message: PROFILE_RULES[field].message,
        type: 'warn',
      });
    }
    patch[field] = text;
  }
  ctx.state.accounts.updateProfile(ctx.session.userId, patch);
  return json(selfUserView(ctx.state, ctx.session));
}

/**
 * PUT /iam/hzero/v1/users/menu-layout?menuLayout=side: the user's shell layout (HZERO user
 * setting `menuLayout`), answered with the updated user.
 */
function setMenuLayout(ctx: UserContext): Reply {
  const menuLayout = (ctx.query.get('menuLayout') ?? '').trim();
  if (!(MENU_LAYOUTS as readonly string[]).includes(menuLayout)) {
    return failed('error.user.menu_layout', `menuLayout must be one of ${MENU_LAYOUTS.join(', ')}`);
  }
  ctx.state.accounts.setMenuLayout(ctx.session.userId, menuLayout as MenuLayout);
  return json(selfUserView(ctx.state, ctx.session));
}

export const iamRoutes: ApiRoute[] = [
  userRoute('PUT', '/iam/hzero/v1/users/menu-layout', setMenuLayout),
  userRoute('PUT', '/iam/hzero/v1/users/self', updateSelf),
  userRoute('GET', '/iam/hzero/v1/users/self', (ctx) => json(selfUserView(ctx.state, ctx.session))),
  userRoute('GET', '/iam/hzero/v1/users/self-tenants', (ctx) =>
    json(selfTenantRows(ctx.state, ctx.session.userId)),
  ),
  userRoute('GET', '/iam/hzero/v1/member-roles/self-roles', ({ state, session }) =>
    json(
      state.accounts.rolesOf(session.userId).map((r) => memberRoleView(state, session.userId, r)),
    ),
  ),
  userRoute('GET', '/iam/hzero/v1/member-roles/current-role', ({ state, session }) =>
    json(memberRoleView(state, session.userId, currentRole(state, session))),
  ),
  userRoute('PUT', '/iam/v1/users/roles', switchRole),
  userRoute('PUT', '/iam/v1/users/tenant-id', switchTenant),
  userRoute('PUT', '/iam/hzero/v1/users/default-tenant', setDefaultTenant),
];
