// The user directory: users and roles start as the seed, change at run time and reset to the seed.
import { Accounts } from './accounts';

describe('Accounts', () => {
  it('adds a user with a fresh id who can then sign in and holds the roles given', () => {
    const accounts = new Accounts();
    const admin = accounts.user(1);
    const user = accounts.addUser({
      ...admin,
      loginName: 'bob',
      password: 'Bob@12345',
      memberships: [{ roleId: 11, memberRoleId: accounts.newMemberRoleId() }],
      defaultRoleId: 11,
      defaultTenantId: 1,
    });
    expect(user.id).toBeGreaterThanOrEqual(5000);
    expect(accounts.authenticate('bob', 'Bob@12345')?.id).toBe(user.id);
    expect(accounts.rolesOf(user.id).map((role) => role.id)).toEqual([11]);
    expect(accounts.sessionStart(user.id)).toEqual({ roleId: 11, tenantId: 1 });
    expect(accounts.user(1).loginName).toBe('admin');
  });

  it('changes users and roles in place and restores the seed on reset', () => {
    const accounts = new Accounts();
    accounts.updateUser(2, { locked: true, password: 'New@12345' });
    const copy = accounts.addRole({ ...accounts.role(11)!, code: 'copy', enabled: false });
    accounts.updateRole(11, { enabled: false });
    expect(accounts.user(2)).toMatchObject({ locked: true, password: 'New@12345' });
    expect(accounts.role(11)?.enabled).toBe(false);
    expect(accounts.role(copy.id)?.code).toBe('copy');

    accounts.reset();
    expect(accounts.user(2)).toMatchObject({
      locked: false,
      enabled: true,
      password: 'Alice@1234',
    });
    expect(accounts.role(11)?.enabled).toBe(true);
    expect(accounts.role(copy.id)).toBeUndefined();
    expect(accounts.allUsers().map((user) => user.loginName)).toContain('alice');
  });

  it('keeps the seed itself untouched by changes', () => {
    const accounts = new Accounts();
    accounts.user(1).memberships.push({ roleId: 11, memberRoleId: 9 });
    expect(new Accounts().user(1).memberships).toHaveLength(2);
  });
});
