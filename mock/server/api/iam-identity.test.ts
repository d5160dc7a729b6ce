// The password policy and the sign-in log against the gateway: the policy's lockout at the
// sign-in form (N failures lock, for its minutes or until unlocked), its rules at a reset, and
// every attempt in the log with its reason, filtered.
import { encryptPassword, signInViaHttp } from '../../testing/sign-in';
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

async function setPolicy(token: string, change: object) {
  const current = await callApi(t.url, '/iam/v1/0/password-policies', { token });
  return callApi(t.url, '/iam/v1/0/password-policies', {
    method: 'PUT',
    token,
    body: { ...current.body, ...change },
  });
}

const badSignIn = () =>
  signInViaHttp(t.url, 'alice', 'wrong').catch((error: Error) => error.message);

describe('password policy', () => {
  it('reads the platform policy; a site administrator changes it, a tenant role may not', async () => {
    const admin = await sessionAs(t, 'admin');
    const read = await callApi(t.url, '/iam/v1/0/password-policies', { token: admin });
    expect(read.body).toMatchObject({
      minLength: 8,
      maxErrorTime: 5,
      lockedExpireTime: 30,
      objectVersionNumber: 1,
    });
    const saved = await setPolicy(admin, { minLength: 10, specialCharCount: 1 });
    expect(saved.body).toMatchObject({
      minLength: 10,
      specialCharCount: 1,
      objectVersionNumber: 2,
    });
    const impossible = await setPolicy(admin, { maxLength: 12, digitsCount: 13 });
    expect(impossible.body).toMatchObject({ code: 'error.param.invalid' });
    const tenant = await sessionAs(t, 'admin', 2);
    const refused = await callApi(t.url, '/iam/v1/1/password-policies', {
      method: 'PUT',
      token: tenant,
      body: { objectVersionNumber: 2, minLength: 6 },
    });
    expect(refused.status).toBe(403);
  });

  it('locks a user after N failed sign-ins for its minutes, saying why in their language', async () => {
    const admin = await sessionAs(t, 'admin');
    await setPolicy(admin, { maxErrorTime: 3, lockedExpireTime: 10 });
    expect(await badSignIn()).toContain('Incorrect username or password');
    expect(await badSignIn()).toContain('Incorrect username or password');
    expect(await badSignIn()).toMatch(
      /Too many failed sign-ins: the account is locked until \d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    await expect(signInViaHttp(t.url, 'alice', 'Alice@1234')).rejects.toThrow(
      'This account is locked until',
    );
    t.gateway.state.clock.advance(10 * 60_000);
    await expect(signInViaHttp(t.url, 'alice', 'Alice@1234')).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('with lock time 0 the lock lasts until an administrator unlocks; admin reads zh_CN', async () => {
    const admin = await sessionAs(t, 'admin');
    await setPolicy(admin, { maxErrorTime: 1, lockedExpireTime: 0 });
    const message = await signInViaHttp(t.url, 'admin', 'nope').catch(
      (error: Error) => error.message,
    );
    expect(message).toContain('登录失败次数过多，账户已锁定，请联系管理员解锁');
    t.gateway.state.clock.advance(24 * 3600_000);
    await expect(signInViaHttp(t.url, 'admin', 'Admin@1234')).rejects.toThrow('该账户已被锁定');
  });

  it('a reset password breaking the policy is refused, naming the rule', async () => {
    const admin = await sessionAs(t, 'admin');
    const password = encryptPassword(t.gateway.state.keys.publicKeyBase64, 'alice');
    const reset = await callApi(t.url, '/iam/hzero/v1/users/2/admin-password', {
      method: 'PUT',
      token: admin,
      body: { password },
    });
    expect(reset.body).toMatchObject({
      code: 'error.password.policy',
      message: '密码至少需要 8 个字符',
    });
  });
});

describe('sign-in log', () => {
  it('records successes and failures with the reason, newest first, filtered', async () => {
    await badSignIn();
    await signInViaHttp(t.url, 'alice', 'Alice@1234');
    const admin = await sessionAs(t, 'admin');
    const all = await callApi(t.url, '/iam/hzero/v1/audit-logins?size=2', { token: admin });
    expect(all.body.content).toEqual([
      expect.objectContaining({
        loginName: 'alice',
        auditType: 'LOGIN',
        tenantId: 1,
        clientId: 'localhost',
        loginMessage: null,
      }),
      expect.objectContaining({
        loginName: 'alice',
        auditType: 'LOGIN_FAILURE',
        loginMessage: 'bad_credentials',
        loginMessageMeaning: '用户名或密码错误',
      }),
    ]);
    expect(all.body.content[0].loginIp).toMatch(/127\.0\.0\.1|::1/);
    const failures = await callApi(
      t.url,
      '/iam/hzero/v1/audit-logins?auditType=LOGIN_FAILURE&loginName=bob&lang=en_US',
      {
        token: admin,
      },
    );
    expect(failures.body.content).toEqual([
      expect.objectContaining({
        loginName: 'bob',
        userId: null,
        loginMessageMeaning: 'Incorrect username or password',
      }),
    ]);
    const future = await callApi(t.url, '/iam/hzero/v1/audit-logins?loginDateFrom=2999-01-01', {
      token: admin,
    });
    expect(future.body.totalElements).toBe(0);
    const bad = await callApi(t.url, '/iam/hzero/v1/audit-logins?loginDateTo=yesterday', {
      token: admin,
    });
    expect(bad.body).toMatchObject({ code: 'error.param.invalid' });
  });
});
