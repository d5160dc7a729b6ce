// The user administration against the gateway: the site form lists, creates (password
// RSA-encrypted, held to the policy), edits and assigns roles; the tenant form reaches its own
// users and roles only; a created user signs in through the real form.
import { encryptPassword, signInViaHttp } from '../../testing/sign-in';
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const encrypted = (password: string) =>
  encryptPassword(t.gateway.state.keys.publicKeyBase64, password);

const newUser = {
  loginName: 'lin.wei',
  realName: 'Lin Wei',
  email: 'lin.wei@acme.example',
  phone: '13800000010',
  language: 'en_US',
  organizationId: 1,
  memberRoleList: [{ roleId: 11 }],
};

const enable = (token: string, enabled: boolean, objectVersionNumber: number) =>
  callApi(t.url, '/iam/hzero/v1/users', {
    method: 'PUT',
    token,
    body: { id: 2, objectVersionNumber, enabled },
  });

async function create(token: string, body: object, path = '/iam/hzero/v1/users') {
  return callApi(t.url, path, { method: 'POST', token, body });
}

describe('users, site form', () => {
  it('lists every user with their roles, filtered and paged', async () => {
    const token = await sessionAs(t, 'admin');
    const { body } = await callApi(t.url, '/iam/hzero/v1/users/paging?loginName=ali', { token });
    expect(body.totalElements).toBe(1);
    expect(body.content[0]).toMatchObject({
      id: 2,
      loginName: 'alice',
      realName: 'Alice Chen',
      organizationId: 1,
      enabled: true,
      locked: false,
      roleNames: '物业经理, 生产计划员',
      objectVersionNumber: 1,
    });
  });

  it('creates a user who then signs in with the role given', async () => {
    const token = await sessionAs(t, 'admin');
    const created = await create(token, { ...newUser, password: encrypted('Lin@2026x') });
    expect(created.body).toMatchObject({ loginName: 'lin.wei', roleNames: '物业经理' });
    const signedIn = await signInViaHttp(t.url, 'lin.wei', 'Lin@2026x');
    const self = await callApi(t.url, '/iam/hzero/v1/users/self', { token: signedIn.accessToken });
    expect(self.body).toMatchObject({ loginName: 'lin.wei', currentRoleId: 11, tenantId: 1 });
    const count = await callApi(t.url, '/hmsg/v1/1/messages/user/count', {
      token: signedIn.accessToken,
    });
    expect(count.body).toEqual({ unreadMessageCount: 0 });
  });

  it('refuses a password breaking the policy, naming the rule, and a plain one', async () => {
    const token = await sessionAs(t, 'admin');
    const weak = await create(token, { ...newUser, password: encrypted('lin.wei1') });
    expect(weak.body).toMatchObject({
      failed: true,
      code: 'error.password.policy',
      message: '密码至少需要 1 个大写字母',
    });
    const plain = await create(token, { ...newUser, password: 'Lin@2026x' });
    expect(plain.body).toMatchObject({ code: 'error.password.not_encrypted' });
    const taken = await create(token, {
      ...newUser,
      loginName: 'ALICE',
      password: encrypted('Lin@2026x'),
    });
    expect(taken.body).toMatchObject({ code: 'error.user.login_name_exists' });
  });

  it('edits the profile and the roles, keeping users/self consistent; a stale version fails', async () => {
    const token = await sessionAs(t, 'admin');
    const update = {
      id: 2,
      objectVersionNumber: 1,
      realName: 'Alice Chen-Li',
      memberRoleList: [{ roleId: 12 }],
    };
    const saved = await callApi(t.url, '/iam/hzero/v1/users', {
      method: 'PUT',
      token,
      body: update,
    });
    expect(saved.body).toMatchObject({
      realName: 'Alice Chen-Li',
      roleNames: '生产计划员',
      objectVersionNumber: 2,
    });
    const alice = await sessionAs(t, 'alice');
    const self = await callApi(t.url, '/iam/hzero/v1/users/self', { token: alice });
    expect(self.body).toMatchObject({ realName: 'Alice Chen-Li', currentRoleId: 12, tenantId: 2 });
    const stale = await callApi(t.url, '/iam/hzero/v1/users', {
      method: 'PUT',
      token,
      body: update,
    });
    expect(stale.body).toMatchObject({ code: 'error.record.changed' });
  });

  it('locks and unlocks; a locked user is refused at sign-in with the reason in their language', async () => {
    const token = await sessionAs(t, 'admin');
    const locked = await callApi(t.url, '/iam/hzero/v1/users/2/locked', { method: 'POST', token });
    expect(locked.body).toMatchObject({ locked: true, lockedUntil: null });
    await expect(signInViaHttp(t.url, 'alice', 'Alice@1234')).rejects.toThrow(
      'This account is locked: ask an administrator to unlock it',
    );
    await callApi(t.url, '/iam/hzero/v1/users/2/unlocked', { method: 'POST', token });
    await expect(signInViaHttp(t.url, 'alice', 'Alice@1234')).resolves.toHaveProperty(
      'accessToken',
    );
    const self = await callApi(t.url, '/iam/hzero/v1/users/1/locked', { method: 'POST', token });
    expect(self.body).toMatchObject({ code: 'error.user.self' });
  });

  it('a disabled user cannot sign in; a new password from an administrator works', async () => {
    const token = await sessionAs(t, 'admin');
    await enable(token, false, 1);
    await expect(signInViaHttp(t.url, 'alice', 'Alice@1234')).rejects.toThrow(
      'This account is disabled',
    );
    const reset = await callApi(t.url, '/iam/hzero/v1/users/2/admin-password', {
      method: 'PUT',
      token,
      body: { password: encrypted('Fresh@2026') },
    });
    expect(reset.body).toMatchObject({ loginName: 'alice' });
    await enable(token, true, 3);
    await expect(signInViaHttp(t.url, 'alice', 'Fresh@2026')).resolves.toHaveProperty(
      'accessToken',
    );
  });
});

describe('sub-accounts, tenant form', () => {
  it('reaches the organisation’s users and roles only, and replaces only its own roles', async () => {
    const token = await sessionAs(t, 'admin', 2);
    const { body } = await callApi(t.url, '/iam/hzero/v1/1/users/paging', { token });
    expect(body.content.map((row: { loginName: string }) => row.loginName)).toEqual([
      'admin',
      'alice',
    ]);
    expect(body.content[1].roleNames).toBe('物业经理');
    const roles = await callApi(t.url, '/iam/hzero/v2/roles/self/assignable-roles', { token });
    expect(roles.body.map((role: { id: number }) => role.id)).toEqual([2, 11]);
    const foreign = await create(
      token,
      { ...newUser, memberRoleList: [{ roleId: 12 }], password: encrypted('Lin@2026x') },
      '/iam/hzero/v1/1/users',
    );
    expect(foreign.body).toMatchObject({ code: 'error.param.invalid' });
    const replaced = await callApi(t.url, '/iam/hzero/v1/1/users', {
      method: 'PUT',
      token,
      body: { id: 2, objectVersionNumber: 1, memberRoleList: [] },
    });
    expect(replaced.body.roleNames).toBe('');
    const site = await callApi(t.url, '/iam/hzero/v1/users/paging?loginName=alice', { token });
    expect(site.status).toBe(403);
    const all = await sessionAs(t, 'admin');
    const alice = await callApi(t.url, '/iam/hzero/v1/users/paging?loginName=alice', {
      token: all,
    });
    expect(alice.body.content[0].roleNames).toBe('生产计划员');
  });
});
