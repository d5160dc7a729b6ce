// Who may manage which roles through the identity console, and the role rows it answers. The
// site form (`/iam/hzero/v1/roles…`, page hzero.system.role) is for site-level roles and reaches
// every tenant's roles; the tenant form (`/iam/hzero/v1/{organizationId}/roles…`, page
// hzero.org.role) reaches the current organisation's roles only. A role out of reach is "not
// found", as HZERO answers a role it does not show.
import { localName } from '../../data/languages';
import { t, type Texts } from '../../data/lov-types';
import type { RoleAdminDto } from '../../../src/services/iam/role-admin-types';
import type { StoredRole } from '../accounts';
import { notFound } from '../admin/failure';
import type { UserContext } from '../context';
import { entityToken } from '../entity-token';
import type { LanguageCode } from '../types';
import { requirePermission, requireSiteLevel } from '../api/admin-common';
import { menuLeavesOf } from './menu-catalogue';

export type RoleForm = 'site' | 'tenant';

export const formOf = (ctx: UserContext): RoleForm =>
  ctx.params.orgId === undefined ? 'site' : 'tenant';

/** The page code of a form's role page; its buttons are `${page}.button.${action}`. */
export const rolePageCode = (form: RoleForm): string =>
  form === 'site' ? 'hzero.system.role' : 'hzero.org.role';

const SITE_FORM: Texts = t('通过平台角色管理管理角色', 'manage roles through the platform roles');

/**
 * Refuses a caller who may not use the form (site form: a site-level role; both: the page's
 * code, and `action`'s button code when given).
 */
export function requireRoleAccess(ctx: UserContext, action?: string): RoleForm {
  const form = formOf(ctx);
  if (form === 'site') requireSiteLevel(ctx, SITE_FORM);
  requirePermission(ctx, rolePageCode(form));
  if (action) requirePermission(ctx, `${rolePageCode(form)}.button.${action}`);
  return form;
}

/** Whether a role is within the form's reach (site: every role; tenant: the organisation's). */
export function inReach(ctx: UserContext, role: StoredRole): boolean {
  return formOf(ctx) === 'site' || role.tenantId === ctx.session.tenantId;
}

/** The role of the id when within reach, else a "not found" failure. */
export function reachableRole(ctx: UserContext, roleId: number): StoredRole {
  const role = ctx.state.accounts.role(roleId);
  if (!role || !inReach(ctx, role)) {
    throw notFound(`角色 ${roleId} 不存在`, `Role ${roleId} does not exist`);
  }
  return role;
}

/** Users holding the role (enabled or not). */
export function memberIdsOf(ctx: UserContext, roleId: number): number[] {
  return ctx.state.accounts
    .allUsers()
    .filter((user) => user.memberships.some((m) => m.roleId === roleId))
    .map((user) => user.id);
}

export function roleName(role: StoredRole, lang: LanguageCode): string {
  return role.name[lang] ?? role.name.en_US;
}

export function roleRow(ctx: UserContext, role: StoredRole, lang: LanguageCode): RoleAdminDto {
  const tenant = ctx.state.accounts.tenant(role.tenantId);
  return {
    id: role.id,
    code: role.code,
    name: roleName(role, lang),
    level: role.level === 'site' ? 'site' : 'organization',
    tenantId: role.tenantId,
    tenantName: localName(tenant.names, lang),
    enabled: role.enabled,
    adminFlag: role.adminFlag,
    labels: [...role.labels],
    memberCount: memberIdsOf(ctx, role.id).length,
    menuCount: menuLeavesOf(role.menu).length,
    objectVersionNumber: ctx.state.roleAdmin.version(role.id),
    _token: entityToken('role', role.id),
  };
}
