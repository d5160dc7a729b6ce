// A user's roles replaced from the user administration: the roles the caller sees on its form are
// replaced by those given (a kept role keeps its member-role id, a new one gets a fresh id); the
// roles of other organisations, which a tenant form does not show, stay. When the default role is
// gone, the first remaining role becomes the default.
import type { StoredRole, StoredUser } from '../accounts';
import type { UserContext } from '../context';

export function replaceMemberships(
  ctx: UserContext,
  user: StoredUser,
  visible: StoredRole[],
  given: StoredRole[],
): void {
  const { accounts } = ctx.state;
  const replaced = new Set(visible.map((role) => role.id));
  const kept = user.memberships.filter((membership) => !replaced.has(membership.roleId));
  const memberships = [
    ...kept,
    ...given.map((role) => ({
      roleId: role.id,
      memberRoleId: accounts.memberRoleId(user.id, role.id) || accounts.newMemberRoleId(),
    })),
  ];
  const held = memberships.some((membership) => membership.roleId === user.defaultRoleId);
  const first = memberships[0] ? accounts.role(memberships[0].roleId) : undefined;
  accounts.updateUser(user.id, {
    memberships,
    ...(held || !first ? {} : { defaultRoleId: first.id, defaultTenantId: first.tenantId }),
  });
  if (!held && first) accounts.setDefaultTenant(user.id, first.tenantId);
}
