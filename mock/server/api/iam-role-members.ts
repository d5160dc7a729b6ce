// The members of a role (HZERO member-roles of type user): the users holding it, the users who
// may be given it, and assigning or removing memberships. A membership is written on the user
// (Accounts: `memberships`, a fresh `memberRoleId`), so the user's role switcher and next session
// see it. Candidates: every user on the site form; on the tenant form the users who already hold
// a role of the organisation (its members), as an organisation administers its own people.
import type { MemberCandidateDto, RoleMemberDto } from '../../../src/services/iam/role-admin-types';
import type { StoredRole, StoredUser } from '../accounts';
import { AdminFailure, invalid, notFound } from '../admin/failure';
import { arrayBody, FieldReader, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { ApiRoute, UserContext } from '../context';
import { json } from '../http/reply';
import { formOf, reachableRole, requireRoleAccess, roleName } from '../roles/role-access';
import { t } from '../../data/lov-types';
import type { AdminHandler } from './admin-common';
import { iamForms } from './iam-roles';

function roleParam(ctx: UserContext): StoredRole {
  const reader = queryReader(new URLSearchParams({ roleId: ctx.params.roleId }));
  return reachableRole(ctx, reader.requiredInt('roleId'));
}

const memberRow = (user: StoredUser, role: StoredRole): RoleMemberDto => ({
  memberRoleId: user.memberships.find((m) => m.roleId === role.id)?.memberRoleId ?? 0,
  memberId: user.id,
  roleId: role.id,
  loginName: user.loginName,
  realName: user.realName,
  enabled: user.enabled,
});

const members: AdminHandler = (ctx) => {
  requireRoleAccess(ctx);
  const role = roleParam(ctx);
  const query = queryReader(ctx.query);
  const loginName = query.text('loginName') ?? undefined;
  const realName = query.text('realName') ?? undefined;
  const rows = ctx.state.accounts
    .allUsers()
    .filter(
      (user) =>
        user.memberships.some((m) => m.roleId === role.id) &&
        contains(user.loginName, loginName) &&
        contains(user.realName, realName),
    )
    .map((user) => memberRow(user, role));
  return listReply(rows, ctx.query, (a, b) => a.memberId - b.memberId, 'role-members');
};

/** The users the form may make members of a role of `tenantId`. */
function candidatesOf(ctx: UserContext, tenantId: number): StoredUser[] {
  const users = ctx.state.accounts.allUsers();
  if (formOf(ctx) === 'site') return [...users];
  return users.filter((user) =>
    user.memberships.some((m) => ctx.state.accounts.role(m.roleId)?.tenantId === tenantId),
  );
}

const candidates: AdminHandler = (ctx) => {
  requireRoleAccess(ctx, 'members');
  const role = roleParam(ctx);
  const name = queryReader(ctx.query).text('name') ?? undefined;
  const rows = candidatesOf(ctx, role.tenantId)
    .filter((user) => !user.memberships.some((m) => m.roleId === role.id))
    .filter((user) => contains(user.loginName, name) || contains(user.realName, name))
    .map(
      (user): MemberCandidateDto => ({
        id: user.id,
        loginName: user.loginName,
        realName: user.realName,
      }),
    );
  return listReply(rows, ctx.query, (a, b) => a.id - b.id, 'role-candidates');
};

interface Pair {
  role: StoredRole;
  user: StoredUser;
}

/** The rows of a batch: each a reachable role and a user the form may name. */
async function readPairs(ctx: UserContext): Promise<Pair[]> {
  const rows = arrayBody(await ctx.body());
  if (rows.length === 0) throw invalid('至少需要一行', 'At least one row is needed');
  return rows.map((raw, index) => {
    const reader = new FieldReader(raw, {
      zh_CN: `第 ${index + 1} 行：`,
      en_US: `Row ${index + 1}: `,
    });
    const memberType = reader.text('memberType') ?? 'user';
    if (memberType !== 'user') reader.fail('memberType', '必须是 user', 'must be user');
    const role = reachableRole(ctx, reader.requiredInt('roleId', { min: 1 }));
    const memberId = reader.requiredInt('memberId', { min: 1 });
    const user = candidatesOf(ctx, role.tenantId).find((one) => one.id === memberId);
    if (!user) throw notFound(`用户 ${memberId} 不存在`, `User ${memberId} does not exist`);
    return { role, user };
  });
}

const assign: AdminHandler = async (ctx) => {
  requireRoleAccess(ctx, 'members');
  const pairs = await readPairs(ctx);
  for (const { role, user } of pairs) {
    if (user.memberships.some((m) => m.roleId === role.id)) continue;
    const memberRoleId = ctx.state.accounts.newMemberRoleId();
    ctx.state.accounts.updateUser(user.id, {
      memberships: [...user.memberships, { roleId: role.id, memberRoleId }],
    });
  }
  return json(pairs.map(({ role, user }) => memberRow(ctx.state.accounts.user(user.id), role)));
};

const remove: AdminHandler = async (ctx) => {
  requireRoleAccess(ctx, 'members');
  const pairs = await readPairs(ctx);
  // a user keeps at least one role: the batch's removals of one user are counted together
  for (const { role, user } of pairs) {
    const removed = new Set(pairs.filter((p) => p.user.id === user.id).map((p) => p.role.id));
    if (user.memberships.every((m) => removed.has(m.roleId))) {
      throw new AdminFailure(
        'error.member.last_role',
        t(
          `${user.loginName} 将没有任何角色，不能移除 ${roleName(role, 'zh_CN')}`,
          `${user.loginName} would have no role left: ${roleName(role, 'en_US')} cannot be removed`,
        ),
        'warn',
      );
    }
  }
  for (const { role, user } of pairs) {
    const current = ctx.state.accounts.user(user.id);
    ctx.state.accounts.updateUser(user.id, {
      memberships: current.memberships.filter((m) => m.roleId !== role.id),
    });
  }
  return json(pairs.map(({ role, user }) => memberRow(user, role)));
};

export const roleMemberRoutes: ApiRoute[] = [
  ...iamForms('GET', 'member-roles/role-users/:roleId', members),
  ...iamForms('GET', 'member-roles/role-users/:roleId/candidates', candidates),
  ...iamForms('POST', 'member-roles/batch-assign', assign),
  ...iamForms('DELETE', 'member-roles/batch-delete', remove),
];
