// /iam/hzero/v1[/{organizationId}]/users: the user administration (Users on the site form,
// Sub-accounts on the tenant form; who reaches whom in iam-user-scope.ts). List, create (with a
// password and roles), update (the fields present; `memberRoleList` replaces the roles the caller
// may give), lock and unlock, a new password from an administrator, and the roles to choose from.
import { t } from '../../data/lov-types';
import { checkVersion } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listPage } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import { userRoute } from '../context';
import { json } from '../http/reply';
import { adminHandler, type AdminHandler } from './admin-common';
import { emailOf, languageOf, loginNameOf, passwordOf, phoneOf, rolesOf } from './iam-user-input';
import { replaceMemberships } from './iam-user-memberships';
import {
  assignableRoles,
  bothForms,
  inScope,
  reachableUser,
  refuseChangeOf,
  requireUserAdmin,
  requireUserAdminFor,
  roleRow,
  userRow,
  visibleRoles,
} from './iam-user-scope';

const flagFilter = (reader: FieldReader, field: string) => {
  const flag = reader.flag(field);
  return flag === undefined ? undefined : flag === 1;
};

const listUsers: AdminHandler = (ctx, lang) => {
  const scope = requireUserAdmin(ctx);
  const query = queryReader(ctx.query);
  const loginName = query.text('loginName') ?? undefined;
  const realName = query.text('realName') ?? undefined;
  const email = query.text('email') ?? undefined;
  const enabled = flagFilter(query, 'enabled');
  const locked = flagFilter(query, 'locked');
  const rows = ctx.state.accounts
    .allUsers()
    .filter((user) => inScope(ctx, scope, user))
    .map((user) => userRow(ctx, scope, user, lang))
    .filter(
      (row) =>
        contains(row.loginName, loginName) &&
        contains(row.realName, realName) &&
        contains(row.email, email) &&
        (enabled === undefined || row.enabled === enabled) &&
        (locked === undefined || row.locked === locked),
    );
  return json(listPage(rows, ctx.query, (a, b) => a.id - b.id));
};

const createUser: AdminHandler = async (ctx, lang) => {
  const scope = requireUserAdmin(ctx, 'create');
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const loginName = loginNameOf(ctx, reader);
  const realName = reader.requiredText('realName', 40);
  const email = emailOf(reader, true) as string;
  const phone = phoneOf(reader) ?? '';
  const language = languageOf(reader) ?? 'zh_CN';
  const organizationId = scope === 'all' ? (reader.int('organizationId', { min: 0 }) ?? 0) : scope;
  if (!tenantExists(ctx, organizationId)) {
    reader.fail(
      'organizationId',
      `租户 ${organizationId} 不存在`,
      `tenant ${organizationId} does not exist`,
    );
  }
  const roles = rolesOf(ctx, raw, scope) ?? [];
  const password = passwordOf(ctx, reader, loginName);
  const { accounts } = ctx.state;
  const user = accounts.addUser({
    loginName,
    password,
    realName,
    email,
    phone,
    language,
    timeZone: 'GMT+8',
    waterMarkFlag: 0,
    dataHierarchyFlag: 0,
    memberships: roles.map((role) => ({
      roleId: role.id,
      memberRoleId: accounts.newMemberRoleId(),
    })),
    defaultRoleId: roles[0]?.id ?? 0,
    defaultTenantId: roles[0]?.tenantId ?? organizationId,
    enabled: true,
    locked: false,
  });
  ctx.state.identity.setOrganisation(user.id, organizationId);
  return json(userRow(ctx, scope, user, lang));
};

function tenantExists(ctx: UserContext, tenantId: number): boolean {
  try {
    ctx.state.accounts.tenant(tenantId);
    return true;
  } catch {
    return false;
  }
}

const updateUser: AdminHandler = async (ctx, lang) => {
  const scope = requireUserAdmin(ctx, 'edit');
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const user = reachableUser(ctx, scope, reader.requiredInt('id'));
  checkVersion(
    { objectVersionNumber: ctx.state.identity.version(user.id) },
    reader.requiredInt('objectVersionNumber'),
  );
  const realName = reader.presentText('realName', 40);
  const email = emailOf(reader, false);
  const phone = reader.has('phone') ? phoneOf(reader) : undefined;
  const language = languageOf(reader);
  const enabled = reader.flag('enabled');
  const roles = rolesOf(ctx, raw, scope);
  if (enabled === 0 && user.enabled) {
    refuseChangeOf(ctx, scope, user, t('禁用', 'disable'));
  } else if (user.id !== ctx.session.userId) {
    refuseChangeOf(ctx, scope, user, t('修改', 'change'));
  }
  const { accounts } = ctx.state;
  const profile = { realName, email, phone };
  const present = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
  accounts.updateUser(user.id, present);
  accounts.updateProfile(user.id, present);
  if (language) {
    accounts.updateUser(user.id, { language });
    accounts.setLanguage(user.id, language);
  }
  if (enabled !== undefined) accounts.updateUser(user.id, { enabled: enabled === 1 });
  if (roles) replaceMemberships(ctx, user, visibleRoles(ctx, scope, user.id), roles);
  ctx.state.identity.bumpVersion(user.id);
  return json(userRow(ctx, scope, user, lang));
};

/** `assignable-roles`: the roles the caller may give, on the form its role works in. */
const assignable: AdminHandler = (ctx, lang) => {
  const site = ctx.state.accounts.role(ctx.session.roleId)?.level === 'site';
  const scope = site ? 'all' : ctx.session.tenantId;
  requireUserAdminFor(ctx, scope);
  const name = queryReader(ctx.query).text('name') ?? undefined;
  const rows = assignableRoles(ctx, scope)
    .map((role) => roleRow(ctx, role, lang))
    .filter((row) => contains(row.name, name) || contains(row.code, name));
  return json(rows);
};

const userRoles: AdminHandler = (ctx, lang) => {
  const scope = requireUserAdmin(ctx);
  const user = reachableUser(ctx, scope, ctx.params.userId);
  return json(visibleRoles(ctx, scope, user.id).map((role) => roleRow(ctx, role, lang)));
};

export const iamUserRoutes: ApiRoute[] = [
  ...bothForms('GET', 'users/paging', listUsers),
  ...bothForms('POST', 'users', createUser),
  ...bothForms('PUT', 'users', updateUser),
  ...bothForms('GET', 'member-roles/user-roles/:userId', userRoles),
  userRoute('GET', '/iam/hzero/v2/roles/self/assignable-roles', adminHandler(assignable)),
];
