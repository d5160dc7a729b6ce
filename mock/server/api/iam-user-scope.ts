// Who the user administration reaches, and its rows. The site form (`/iam/hzero/v1/users/…`) is a
// platform administrator's (a site-level role holding `hzero.system.user`): every user, every
// role. The tenant form (`/iam/hzero/v1/{organizationId}/users/…`) is an organisation's
// (`hzero.org.sub-account`): the users who belong to it or hold a role in it, and its own
// organisation-level roles; a user holding a platform role is the platform's to change.
import type { AssignableRoleDto, UserDto } from '../../../src/services/iam/identity-types';
import { t, type Texts } from '../../data/lov-types';
import { localName } from '../../data/languages';
import type { StoredRole, StoredUser } from '../accounts';
import { AdminFailure, notFound } from '../admin/failure';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import type { LanguageCode } from '../types';
import { formatDateTime } from '../work/dates';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';
import { isSiteLevel } from './role-level';

/** The menu codes of the two forms: their pages and the prefix of their buttons. */
export const USER_PAGES = { site: 'hzero.system.user', tenant: 'hzero.org.sub-account' } as const;

/** 'all' on the site form, else the organisation of the path. */
export type UserScope = 'all' | number;

export const scopeOf = (ctx: UserContext): UserScope =>
  ctx.params.orgId === undefined ? 'all' : Number(ctx.params.orgId);

const MANAGE = t('管理用户', 'manage users');

/** Refuses (403) a caller who may not use this form; `button` also checks that button's code. */
export function requireUserAdmin(ctx: UserContext, button?: string): UserScope {
  return requireUserAdminFor(ctx, scopeOf(ctx), button);
}

/** The same check for a form named by its scope. */
export function requireUserAdminFor(
  ctx: UserContext,
  scope: UserScope,
  button?: string,
): UserScope {
  const page = scope === 'all' ? USER_PAGES.site : USER_PAGES.tenant;
  if (scope === 'all') requireSiteLevel(ctx, t('管理平台用户', 'manage the platform’s users'));
  requirePermission(ctx, page, MANAGE);
  if (button) requirePermission(ctx, `${page}.button.${button}`, MANAGE);
  return scope;
}

export function inScope(ctx: UserContext, scope: UserScope, user: StoredUser): boolean {
  if (scope === 'all') return true;
  return (
    ctx.state.identity.organisationOf(user.id) === scope ||
    ctx.state.accounts.rolesOf(user.id).some((role) => role.tenantId === scope)
  );
}

/** The user of the path or body, if the caller reaches them; else "not found". */
export function reachableUser(ctx: UserContext, scope: UserScope, userId: unknown): StoredUser {
  const user = ctx.state.accounts.allUsers().find((one) => one.id === Number(userId));
  if (!user || !inScope(ctx, scope, user)) {
    throw notFound(`用户 ${String(userId)} 不存在`, `User ${String(userId)} does not exist`);
  }
  return user;
}

/** A change of the user refused: the caller themselves, or a platform user on the tenant form. */
export function refuseChangeOf(ctx: UserContext, scope: UserScope, user: StoredUser, what: Texts) {
  if (user.id === ctx.session.userId) {
    throw new AdminFailure(
      'error.user.self',
      t(`不能${what.zh_CN}自己的账户`, `You cannot ${what.en_US} your own account`),
      'warn',
    );
  }
  const platformUser = ctx.state.accounts.rolesOf(user.id).some((role) => isSiteLevel(role.level));
  if (scope !== 'all' && platformUser) {
    throw new AdminFailure(
      'error.user.platform_user',
      t(
        `${user.loginName} 持有平台角色，只有平台管理员可以${what.zh_CN}`,
        `${user.loginName} holds a platform role: only a platform administrator may ${what.en_US} them`,
      ),
      'warn',
    );
  }
}

/** The roles the caller may give on this form (enabled ones only). */
export function assignableRoles(ctx: UserContext, scope: UserScope): StoredRole[] {
  return ctx.state.accounts
    .allRoles()
    .filter(
      (role) =>
        role.enabled && (scope === 'all' || (role.tenantId === scope && !isSiteLevel(role.level))),
    );
}

/** The roles of the user the caller sees on this form. */
export function visibleRoles(ctx: UserContext, scope: UserScope, userId: number): StoredRole[] {
  return ctx.state.accounts
    .rolesOf(userId)
    .filter((role) => scope === 'all' || role.tenantId === scope);
}

export function roleRow(ctx: UserContext, role: StoredRole, lang: LanguageCode): AssignableRoleDto {
  const tenant = ctx.state.accounts.tenant(role.tenantId);
  return {
    id: role.id,
    code: role.code,
    name: role.name[lang] ?? role.name.zh_CN,
    level: role.level,
    tenantId: role.tenantId,
    tenantName: localName(tenant.names, lang),
  };
}

export function userRow(
  ctx: UserContext,
  scope: UserScope,
  user: StoredUser,
  lang: LanguageCode,
): UserDto {
  const { accounts, identity } = ctx.state;
  const profile = accounts.profile(user.id);
  const organizationId = identity.organisationOf(user.id);
  const lockEnd = user.locked ? identity.lockEnd(user.id) : undefined;
  const roles = visibleRoles(ctx, scope, user.id);
  return {
    id: user.id,
    loginName: user.loginName,
    realName: profile.realName,
    email: profile.email,
    phone: profile.phone,
    language: accounts.language(user.id),
    organizationId,
    tenantName: localName(accounts.tenant(organizationId).names, lang),
    enabled: user.enabled,
    locked: user.locked,
    lockedUntil: lockEnd === undefined ? null : formatDateTime(lockEnd),
    roleNames: roles.map((role) => role.name[lang] ?? role.name.zh_CN).join(', '),
    roleIds: roles.map((role) => role.id),
    objectVersionNumber: identity.version(user.id),
  };
}

/** The site form's route and the tenant form's (`/{organizationId}` after `v1`). */
export function bothForms(method: string, path: string, handler: AdminHandler): ApiRoute[] {
  const guarded = adminHandler(handler);
  return [
    userRoute(method, `/iam/hzero/v1/${path}`, guarded),
    userRoute(method, `/iam/hzero/v1/:orgId/${path}`, guarded),
  ];
}
