// Online users: the sessions whose token works (who, which tenant and role, which client, from
// where, since when, last seen), and signing one out: that token is refused from then on, its
// kickoff check says "kicked off", and its open message sockets are closed as unauthorised.
import type { OnlineUserDto } from '../../../src/services/iam/client-types';
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';
import { CLOSE_UNAUTHORIZED } from '../work/message-push';

const t = useTestGateway();

const online = (token: string, query = '') =>
  callApi(t.url, `/iam/hzero/v1/online-users${query}`, { token });
const signOut = (token: string, sessionId: string) =>
  callApi(t.url, `/iam/hzero/v1/online-users/${sessionId}?lang=en_US`, {
    method: 'DELETE',
    token,
  });

const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('the online users list', () => {
  it('lists each working session with its user, tenant, role, client, address and times', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    const alice = await sessionAs(t, 'alice', 12);
    const page = (await online(admin)).body;
    expect(page.totalElements).toBe(2);
    const row = page.content.find((r: OnlineUserDto) => r.loginName === 'alice');
    expect(row).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: 2,
      loginName: 'alice',
      realName: 'Alice Chen',
      tenantId: 2,
      tenantName: 'Globex Manufacturing',
      roleId: 12,
      roleName: '生产计划员',
      clientName: 'localhost',
      loginIp: '127.0.0.1',
      loginDate: expect.stringMatching(DATE_TIME),
      lastAccessDate: expect.stringMatching(DATE_TIME),
      expireDate: expect.stringMatching(DATE_TIME),
      currentFlag: 0,
    });
    expect(JSON.stringify(page)).not.toContain(alice); // never a token
    expect(page.content.find((r: OnlineUserDto) => r.loginName === 'admin').currentFlag).toBe(1);
  });

  it('moves the last access with each call, and leaves out ended sessions', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    const alice = t.gateway.state.signIn('alice').accessToken;
    t.gateway.state.clock.advance(120_000);
    await callApi(t.url, '/iam/hzero/v1/users/self', { token: alice });
    const row = (await online(admin, '?loginName=ali')).body.content[0];
    expect(row.lastAccessDate > row.loginDate).toBe(true);
    await callApi(t.url, '/oauth/logout', { method: 'POST', token: alice });
    expect((await online(admin, '?loginName=alice')).body.totalElements).toBe(0);
  });

  it('filters by tenant and client', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    t.gateway.state.signIn('alice');
    expect(
      (await online(admin, '?tenantId=1')).body.content.map((r: OnlineUserDto) => r.loginName),
    ).toEqual(['alice']);
    expect((await online(admin, '?clientName=mobile')).body.totalElements).toBe(0);
  });

  it('is the platform’s: an organisation’s role is refused', async () => {
    expect((await online(await sessionAs(t, 'admin', 2))).status).toBe(403);
  });
});

describe('signing a session out', () => {
  it('ends it: refused from then on, kicked off, its sockets closed as unauthorised', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    const alice = t.gateway.state.signIn('alice').accessToken;
    const closed: number[] = [];
    t.gateway.state.messagePush.add(
      { send: () => undefined, close: (code) => closed.push(code) },
      alice,
    );
    const row = (await online(admin, '?loginName=alice')).body.content[0];
    const answer = await signOut(admin, row.sessionId);
    expect(answer.status).toBe(204);
    expect(closed).toEqual([CLOSE_UNAUTHORIZED]);
    expect((await callApi(t.url, '/iam/hzero/v1/users/self', { token: alice })).status).toBe(401);
    const kickoff = await callApi(t.url, `/oauth/public/token/kickoff?access_token=${alice}`, {
      method: 'POST',
    });
    expect(kickoff.body).toEqual({ kickoff: 1 });
    expect((await online(admin, '?loginName=alice')).body.totalElements).toBe(0);
    expect((await signOut(admin, row.sessionId)).body).toMatchObject({
      code: 'error.record.not_found',
      message: 'That session is no longer signed in',
    });
  });

  it('does not end the caller’s own session', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    const own = (await online(admin, '?loginName=admin')).body.content[0];
    expect((await signOut(admin, own.sessionId)).body).toMatchObject({
      code: 'error.online.own_session',
      type: 'warn',
    });
  });

  it('needs a site-level role', async () => {
    const tenantAdmin = await sessionAs(t, 'admin', 2);
    const alice = t.gateway.state.signIn('alice');
    expect((await signOut(tenantAdmin, alice.sessionId)).status).toBe(403);
    expect(t.gateway.state.tokens.check(alice.accessToken).ok).toBe(true);
  });
});
