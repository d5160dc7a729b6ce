// POST /iam/hzero/v1/menus/check-permissions: approve or deny permission codes for the session's
// current role. Admin roles approve every code of their level; other roles approve their seeded
// codes (the permission sets granted to them, seeded from mock/data/permissions.ts) and the codes
// of the menu entries they hold (a page's authority is its menu code). A
// site-level code is never approved to an organisation-level role (hidden: not offered at all).
// A permission set switched off in Menu Configuration is approved to nobody.
import { ADMIN_ROLE_CODES, DEFAULT_CONTROLLER_TYPE, rolePermissions } from '../../data/permissions';
import type { MenuDef } from '../../data/menus/define';
import type { SeedRole } from '../../data/roles';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { PermissionCheck } from '../platform-types';
import { failedWith } from './platform-common';
import { levelGrants } from './role-level';

/** The permission-set codes granted to the session's current role. */
export function grantedOf(ctx: UserContext): ReadonlySet<string> {
  return ctx.state.roleAdmin.grantedCodes(ctx.session.roleId);
}

export function isAdminRole(role: SeedRole | undefined): boolean {
  return !!role && (role.adminFlag === 1 || ADMIN_ROLE_CODES.includes(role.code));
}

function menuCodes(menu: MenuDef[], into = new Set<string>()): Set<string> {
  for (const entry of menu) {
    into.add(entry.code);
    menuCodes(entry.children ?? [], into);
  }
  return into;
}

/**
 * `granted`: the permission-set codes granted to the role (the gateway's RoleAdmin); without it,
 * the role's seed codes. `switchedOff`: a permission set Menu Configuration turned off, granted to
 * no role (an administrator's neither).
 */
export function checkCodes(
  role: SeedRole | undefined,
  codes: string[],
  granted?: ReadonlySet<string>,
  switchedOff: (code: string) => boolean = () => false,
): PermissionCheck[] {
  const seed = role ? rolePermissions[role.code] : undefined;
  const approved = granted ?? new Set(seed?.approved ?? []);
  const admin = isAdminRole(role);
  const menu = menuCodes(role?.menu ?? []);
  return [...new Set(codes)].map((code) => {
    const ofLevel = levelGrants(role?.level, code);
    const approve =
      ofLevel && !switchedOff(code) && (admin || menu.has(code) || approved.has(code));
    const hidden = !approve && (!ofLevel || !!seed?.hidden.includes(code));
    return { code, approve, controllerType: hidden ? 'hidden' : DEFAULT_CONTROLLER_TYPE };
  });
}

async function checkPermissions(ctx: UserContext): Promise<Reply> {
  const body = await ctx.body();
  const codes = body.kind === 'json' ? body.value : undefined;
  if (!Array.isArray(codes) || codes.some((code) => typeof code !== 'string')) {
    return failedWith(
      'error',
      'error.param.invalid',
      'The body must be a JSON array of permission codes',
      400,
    );
  }
  return json(checkFor(ctx, codes as string[]));
}

/** The check of `codes` for the session's current role, as the gateway stands. */
export function checkFor(ctx: UserContext, codes: string[]): PermissionCheck[] {
  const role = ctx.state.accounts.role(ctx.session.roleId);
  return checkCodes(role, codes, grantedOf(ctx), (code) => !ctx.state.menus.isSetEnabled(code));
}

export const permissionRoutes: ApiRoute[] = [
  userRoute('POST', '/iam/hzero/v1/menus/check-permissions', checkPermissions),
];
