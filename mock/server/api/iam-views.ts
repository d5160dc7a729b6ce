// Builds the IAM wire objects (user, role, tenant rows) from the seed and the caller's session.
import { languageName, localName } from '../../data/languages';
import type { SeedRole } from '../../data/roles';
import type { Session } from '../auth/token-store';
import { entityToken } from '../entity-token';
import type { GatewayState } from '../state';
import type { MemberRole, SelfTenant, SelfUser } from '../types';

export function memberRoleView(state: GatewayState, userId: number, role: SeedRole): MemberRole {
  const user = state.accounts.user(userId);
  const memberRoleId = state.accounts.memberRoleId(userId, role.id);
  return {
    id: role.id,
    name: localName(role.name, state.accounts.language(userId)),
    code: role.code,
    level: role.level,
    tenantId: role.tenantId,
    tenantName: localName(
      state.accounts.tenant(role.tenantId).names,
      state.accounts.language(userId),
    ),
    assignLevel: role.level,
    assignLevelValue: role.tenantId,
    adminFlag: role.adminFlag,
    memberRoleId,
    defaultRole: role.id === user.defaultRoleId,
    _token: entityToken('member-role', memberRoleId),
  };
}

export function selfTenantRows(state: GatewayState, userId: number): SelfTenant[] {
  // a tenant initialisation due by now has given its administrator the tenant
  state.tenantInits.settle();
  const defaultTenantId = state.accounts.defaultTenantId(userId);
  const language = state.accounts.language(userId);
  return state.accounts.tenantsOf(userId).map((tenant) => ({
    userId,
    tenantId: tenant.id,
    tenantNum: tenant.num,
    tenantName: localName(tenant.names, language),
    defaultTenantId,
  }));
}

export function currentRole(state: GatewayState, session: Session): SeedRole {
  const role = state.accounts.role(session.roleId);
  if (!role) throw new Error(`Session role ${session.roleId} does not exist`);
  return role;
}

export function selfUserView(state: GatewayState, session: Session): SelfUser {
  const user = state.accounts.user(session.userId);
  const tenant = state.accounts.tenant(session.tenantId);
  const role = currentRole(state, session);
  return {
    id: user.id,
    loginName: user.loginName,
    ...state.accounts.profile(user.id),
    imageUrl: `/mock-docs/avatar-${user.loginName}.svg`,
    language: state.accounts.language(user.id),
    languageName: languageName(state.accounts.language(user.id)),
    timeZone: user.timeZone,
    tenantId: tenant.id,
    tenantName: localName(tenant.names, state.accounts.language(user.id)),
    tenantNum: tenant.num,
    organizationId: tenant.id,
    currentRoleId: role.id,
    currentRoleCode: role.code,
    currentRoleName: localName(role.name, state.accounts.language(user.id)),
    currentRoleLevel: role.level,
    currentRoleLabels: role.labels,
    dateFormat: 'YYYY-MM-DD',
    timeFormat: 'HH:mm:ss',
    dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
    menuLayout: state.accounts.menuLayout(user.id),
    menuLayoutTheme: 'default',
    roleMergeFlag: 0,
    waterMarkFlag: user.waterMarkFlag,
    dataHierarchyFlag: user.dataHierarchyFlag,
    title: 'Polaris',
    logo: '/mock-docs/logo.svg',
    favicon: '/mock-docs/logo.svg',
    recentAccessTenantList: state.accounts.recentTenants(user.id).map((recent) => ({
      tenantId: recent.id,
      tenantName: recent.name,
      tenantNum: recent.num,
    })),
    additionInfo: { uniqueId: entityToken('user', user.id).slice(0, 16) },
  };
}
