// Roles of the identity console (/hiam/role site form, /hiam/role-org tenant form): the paged
// list, one role, create, edit (name in the caller's language, labels), copy (a new role with the
// source's menus, permission sets and labels) and enable/disable. See roles/role-access.ts for who
// reaches which roles.
import { t } from '../../data/lov-types';
import type { StoredRole } from '../accounts';
import { AdminFailure, checkVersion, invalid } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import {
  formOf,
  memberIdsOf,
  reachableRole,
  inReach,
  requireRoleAccess,
  roleName,
  roleRow,
} from '../roles/role-access';
import { adminHandler, type AdminHandler } from './admin-common';

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const listRoles: AdminHandler = (ctx, lang) => {
  requireRoleAccess(ctx);
  const query = queryReader(ctx.query);
  const code = query.text('code') ?? undefined;
  const name = query.text('name') ?? undefined;
  const tenantId = formOf(ctx) === 'site' ? query.int('tenantId', { min: 0 }) : undefined;
  const enabled = query.flag('enabled');
  const rows = ctx.state.accounts
    .allRoles()
    .filter(
      (role) =>
        inReach(ctx, role) &&
        contains(role.code, code) &&
        contains(roleName(role, lang), name) &&
        (tenantId === undefined || role.tenantId === tenantId) &&
        (enabled === undefined || role.enabled === (enabled === 1)),
    )
    .map((role) => roleRow(ctx, role, lang));
  return listReply(rows, ctx.query, (a, b) => a.id - b.id, 'roles');
};

const oneRole: AdminHandler = (ctx, lang) => {
  requireRoleAccess(ctx);
  const roleId = queryReader(new URLSearchParams({ roleId: ctx.params.roleId })).requiredInt(
    'roleId',
  );
  return json(roleRow(ctx, reachableRole(ctx, roleId), lang));
};

/** The labels given: names of enabled ROLE labels. */
function readLabels(ctx: UserContext, reader: FieldReader, raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.some((name) => typeof name !== 'string')) {
    reader.fail('labels', '必须是标签名称的数组', 'must be an array of label names');
  }
  const known = ctx.state.roleAdmin
    .labels()
    .filter((label) => label.type === 'ROLE' && label.enabledFlag === 1)
    .map((label) => label.name);
  const unknown = (raw as string[]).find((name) => !known.includes(name));
  if (unknown !== undefined) {
    reader.fail(
      'labels',
      `中的 ${unknown} 不是可用的角色标签`,
      `: ${unknown} is not an enabled role label`,
    );
  }
  return [...new Set(raw as string[])];
}

/** The tenant a new role goes to: the body's (site form) or the current organisation. */
function targetTenant(ctx: UserContext, reader: FieldReader): number {
  const given = reader.int('tenantId', { min: 0 });
  if (formOf(ctx) === 'tenant') {
    if (given !== undefined && given !== ctx.session.tenantId) {
      throw new AdminFailure(
        'error.permission.tenant_mismatch',
        t('tenantId 必须是当前组织', 'tenantId must be the current organisation'),
        'warn',
        403,
      );
    }
    return ctx.session.tenantId;
  }
  const tenantId = given ?? 0;
  if (!ctx.state.accounts.tenants.find(tenantId)) {
    reader.fail('tenantId', `${tenantId} 不是租户`, `${tenantId} is not a tenant`);
  }
  return tenantId;
}

interface NewRoleInput {
  code: string;
  name: string;
  tenantId: number;
  labels: string[] | undefined;
}

function readNewRole(ctx: UserContext, raw: Record<string, unknown>): NewRoleInput {
  const reader = new FieldReader(raw);
  const code = reader.requiredText('code', 60);
  if (!CODE.test(code)) {
    reader.fail(
      'code',
      '只能包含字母、数字、点、下划线和连字符',
      'may hold only letters, digits, dots, underscores and hyphens',
    );
  }
  const name = reader.requiredText('name', 64);
  const tenantId = targetTenant(ctx, reader);
  if (ctx.state.accounts.allRoles().some((r) => r.tenantId === tenantId && r.code === code)) {
    reader.fail('code', `${code} 已被本租户的角色使用`, `${code} is already a role of this tenant`);
  }
  return { code, name, tenantId, labels: readLabels(ctx, reader, raw.labels) };
}

function addRole(ctx: UserContext, input: NewRoleInput, from?: StoredRole): StoredRole {
  const role = ctx.state.accounts.addRole({
    code: input.code,
    name: { zh_CN: input.name, en_US: input.name },
    level: input.tenantId === 0 ? 'site' : 'organization',
    tenantId: input.tenantId,
    adminFlag: 0,
    labels: input.labels ?? (from ? [...from.labels] : []),
    menu: from ? from.menu : [],
    enabled: true,
  });
  if (from) ctx.state.roleAdmin.grant(role.id, ctx.state.roleAdmin.grantedCodes(from.id));
  return role;
}

const createRole: AdminHandler = async (ctx, lang) => {
  requireRoleAccess(ctx, 'create');
  const input = readNewRole(ctx, objectBody(await ctx.body()));
  return json(roleRow(ctx, addRole(ctx, input), lang));
};

const copyRole: AdminHandler = async (ctx, lang) => {
  requireRoleAccess(ctx, 'copy');
  const fromId = queryReader(ctx.query).requiredInt('copyFromRoleId', { min: 1 });
  const from = reachableRole(ctx, fromId);
  const raw = objectBody(await ctx.body());
  const input = readNewRole(ctx, { tenantId: from.tenantId, ...raw });
  if (input.tenantId !== from.tenantId) {
    throw invalid(
      'tenantId 必须是被复制角色的租户',
      'tenantId must be the tenant of the role copied',
    );
  }
  return json(roleRow(ctx, addRole(ctx, input, from), lang));
};

function readRef(ctx: UserContext, reader: FieldReader): StoredRole {
  const role = reachableRole(ctx, reader.requiredInt('id', { min: 1 }));
  checkVersion(
    { objectVersionNumber: ctx.state.roleAdmin.version(role.id) },
    reader.requiredInt('objectVersionNumber', { min: 0 }),
  );
  return role;
}

const updateRole: AdminHandler = async (ctx, lang) => {
  requireRoleAccess(ctx, 'edit');
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const role = readRef(ctx, reader);
  const name = reader.presentText('name', 64);
  const labels = readLabels(ctx, reader, raw.labels);
  ctx.state.accounts.updateRole(role.id, {
    ...(name === undefined ? {} : { name: { ...role.name, [lang]: name } }),
    ...(labels === undefined ? {} : { labels }),
  });
  ctx.state.roleAdmin.bumpVersion(role.id);
  return json(roleRow(ctx, role, lang));
};

function refuse(code: string, zh_CN: string, en_US: string): AdminFailure {
  return new AdminFailure(code, t(zh_CN, en_US), 'warn');
}

/** Why a role may not be disabled: an admin role, the caller's own, a member's last role. */
function checkDisable(ctx: UserContext, role: StoredRole, lang: LanguageCode): void {
  if (role.adminFlag === 1) {
    throw refuse(
      'error.role.admin',
      '管理员角色不能禁用',
      'An administrator role cannot be disabled',
    );
  }
  if (role.id === ctx.session.roleId) {
    throw refuse(
      'error.role.current',
      '不能禁用当前正在使用的角色',
      'The role you are working in cannot be disabled',
    );
  }
  const stranded = memberIdsOf(ctx, role.id)
    .map((userId) => ctx.state.accounts.user(userId))
    .find((user) => ctx.state.accounts.rolesOf(user.id).every((held) => held.id === role.id));
  if (stranded) {
    throw refuse(
      'error.role.last_role',
      `${stranded.loginName} 没有其他启用的角色，不能禁用 ${roleName(role, lang)}`,
      `${stranded.loginName} has no other enabled role: ${roleName(role, lang)} cannot be disabled`,
    );
  }
}

const setEnabled =
  (enabled: boolean): AdminHandler =>
  async (ctx, lang) => {
    requireRoleAccess(ctx, 'status');
    const role = readRef(ctx, new FieldReader(objectBody(await ctx.body())));
    if (!enabled && role.enabled) checkDisable(ctx, role, lang);
    ctx.state.accounts.updateRole(role.id, { enabled });
    ctx.state.roleAdmin.bumpVersion(role.id);
    return json(roleRow(ctx, role, lang));
  };

/** The site form and the tenant form (`/{organizationId}`) of an iam path. */
export function iamForms(method: string, path: string, handler: AdminHandler): ApiRoute[] {
  const guarded = adminHandler(handler);
  return [
    userRoute(method, `/iam/hzero/v1/${path}`, guarded),
    userRoute(method, `/iam/hzero/v1/:orgId/${path}`, guarded),
  ];
}

export const roleAdminRoutes: ApiRoute[] = [
  ...iamForms('GET', 'roles', listRoles),
  ...iamForms('POST', 'roles', createRole),
  ...iamForms('PUT', 'roles', updateRole),
  ...iamForms('POST', 'roles/copy', copyRole),
  ...iamForms('PUT', 'roles/enable', setEnabled(true)),
  ...iamForms('PUT', 'roles/disable', setEnabled(false)),
  ...iamForms('GET', 'roles/:roleId', oneRole),
];
