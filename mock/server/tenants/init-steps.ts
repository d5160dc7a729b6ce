// The steps of a tenant's initialisation (HZERO's init processors), in order, and what each one
// does to the gateway's state when its time is up: the tenant administrator role, its menus, the
// default settings, and the role given to the chosen user. A step that cannot be done says why
// (in both languages); the run stops there until retried.
import { t, type Texts } from '../../data/lov-types';
import { tenantAdminMenu } from '../../data/menus/organization-roles';
import type { Accounts } from '../accounts';
import type { RoleAdmin } from '../roles/role-admin';

export const INIT_STEPS = ['roles', 'menus', 'settings', 'admin'] as const;
export type InitStepCode = (typeof INIT_STEPS)[number];

/** How long each step runs on the gateway's clock. */
export const STEP_MS = 1000;

/** The seed tenant administrator (Acme's), whose granted menus a new tenant's role starts with. */
const MODEL_ADMIN_ROLE_ID = 2;
export const TENANT_ADMIN_CODE = 'tenant-admin';

export interface InitTarget {
  tenantId: number;
  adminUserId: number;
}

export interface StepWorld {
  accounts: Accounts;
  roleAdmin: RoleAdmin;
}

const adminRoleOf = (world: StepWorld, tenantId: number) =>
  world.accounts
    .allRoles()
    .find((role) => role.tenantId === tenantId && role.code === TENANT_ADMIN_CODE);

function createRoles(world: StepWorld, target: InitTarget): Texts | undefined {
  if (adminRoleOf(world, target.tenantId)) return undefined;
  world.accounts.addRole({
    code: TENANT_ADMIN_CODE,
    name: { zh_CN: '租户管理员', en_US: 'Tenant Administrator' },
    level: 'organization',
    tenantId: target.tenantId,
    adminFlag: 1,
    labels: ['TENANT_ADMIN'],
    menu: tenantAdminMenu,
    enabled: true,
  });
  return undefined;
}

function grantMenus(world: StepWorld, target: InitTarget): Texts | undefined {
  const role = adminRoleOf(world, target.tenantId);
  if (!role) return t('租户管理员角色不存在', 'The tenant administrator role is missing');
  world.roleAdmin.grant(role.id, world.roleAdmin.grantedCodes(MODEL_ADMIN_ROLE_ID));
  return undefined;
}

function giveAdminRole(world: StepWorld, target: InitTarget): Texts | undefined {
  const { accounts } = world;
  const role = adminRoleOf(world, target.tenantId);
  if (!role) return t('租户管理员角色不存在', 'The tenant administrator role is missing');
  const user = accounts.allUsers().find((row) => row.id === target.adminUserId);
  if (!user) return t('管理员用户不存在', 'The administrator user does not exist');
  if (!user.enabled || user.locked) {
    return t(
      `用户 ${user.loginName} 已${user.locked ? '锁定' : '禁用'}，不能成为租户管理员：请先在用户管理中处理，再重试`,
      `User ${user.loginName} is ${user.locked ? 'locked' : 'disabled'} and cannot be the tenant administrator: fix it in User Management, then retry`,
    );
  }
  if (user.memberships.some((membership) => membership.roleId === role.id)) return undefined;
  accounts.updateUser(user.id, {
    memberships: [
      ...user.memberships,
      { roleId: role.id, memberRoleId: accounts.newMemberRoleId() },
    ],
  });
  return undefined;
}

/** Does a step; answers why it failed, or undefined when done. */
export function runStep(
  code: InitStepCode,
  world: StepWorld,
  target: InitTarget,
): Texts | undefined {
  switch (code) {
    case 'roles':
      return createRoles(world, target);
    case 'menus':
      return grantMenus(world, target);
    case 'settings':
      // the default settings (profiles, languages) are the platform's until the tenant sets its own
      return undefined;
    case 'admin':
      return giveAdminRole(world, target);
  }
}
