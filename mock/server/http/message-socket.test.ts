// The message socket on the gateway's port: the first message signs in (never the address), the
// count is pushed on sign-in and on every change, a bad or revoked token closes with 4401, and
// the test control drops sockets.
import WebSocket from 'ws';
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { CLOSE_SUPERSEDED, MAX_SOCKETS_PER_USER } from '../work/message-push';

const HOST_PAGE = 'http://127.0.0.1:9400'; // a foreign host that embeds us: trusted, as for CORS
const t = useTestGateway({ allowedRedirectOrigins: [HOST_PAGE] });

interface Opened {
  socket: WebSocket;
  pushes: unknown[];
  closed: Promise<number>;
  reason: Promise<string>;
  next(): Promise<unknown>;
}

function open(key = 'hzero-web', origin?: string): Promise<Opened> {
  const url = `${t.url.replace('http', 'ws')}/hpfm/sock-js?key=${key}`;
  const socket = new WebSocket(url, origin ? { origin } : undefined);
  const pushes: unknown[] = [];
  const waiting: Array<(value: unknown) => void> = [];
  socket.on('message', (data) => {
    const push = JSON.parse(data.toString());
    const resolve = waiting.shift();
    if (resolve) resolve(push);
    else pushes.push(push);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const reason = new Promise<string>((resolve) =>
    socket.on('close', (_code, why) => resolve(why.toString())),
  );
  const next = () =>
    pushes.length > 0 ? Promise.resolve(pushes.shift()) : new Promise((r) => waiting.push(r));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, pushes, closed, reason, next }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

const auth = (accessToken: string) => JSON.stringify({ type: 'auth', accessToken });

it('signs in with the first message and pushes the count on every change', async () => {
  const { accessToken } = t.gateway.state.signIn('alice');
  const client = await open();
  client.socket.send(auth(accessToken));
  expect(await client.next()).toEqual({ tenantId: 1, number: 4 });
  const created = await callApi(t.url, '/__mock__/messages', {
    method: 'POST',
    body: { loginName: 'alice', subject: 'Boiler check', content: '<b>today</b>' },
  });
  expect(created.body).toMatchObject({ unreadMessageCount: 5, sockets: 1 });
  expect(await client.next()).toEqual({ tenantId: 1, number: 5 });
  await callApi(t.url, '/hmsg/v1/1/messages/user/read-flag?readAll=1', {
    method: 'POST',
    token: accessToken,
  });
  expect(await client.next()).toEqual({ tenantId: 1, number: 0 });
  client.socket.close();
});

it('closes with 4401 for an unknown token, and when the token is revoked', async () => {
  const stranger = await open();
  stranger.socket.send(auth('not-a-token'));
  expect(await stranger.closed).toBe(4401);

  const { accessToken } = t.gateway.state.signIn('admin');
  const client = await open();
  client.socket.send(auth(accessToken));
  await client.next();
  await callApi(t.url, '/oauth/logout', { method: 'POST', token: accessToken });
  t.gateway.state.reset(); // a push (the reseed) finds the revoked token
  expect(await client.closed).toBe(4401);
});

it('closes with 4400 when the first message is not a sign-in', async () => {
  const client = await open();
  client.socket.send('hello');
  expect(await client.closed).toBe(4400);
});

it('refuses a wrong key and a foreign origin before the upgrade', async () => {
  await expect(open('other')).rejects.toThrow('HTTP 400');
  await expect(open('hzero-web', 'https://evil.example')).rejects.toThrow('HTTP 403');
  await expect(open('hzero-web', `${HOST_PAGE}0`)).rejects.toThrow('HTTP 403');
});

it.each([
  ['our own origin', () => t.url],
  ['a trusted host page', () => HOST_PAGE],
])('opens from %s (the origins CORS trusts)', async (_label, origin) => {
  const client = await open('hzero-web', origin());
  client.socket.close();
});

it('drops the sockets of a user through the test control', async () => {
  const { accessToken } = t.gateway.state.signIn('alice');
  const client = await open();
  client.socket.send(auth(accessToken));
  await client.next();
  const sockets = await callApi(t.url, '/__mock__/messages/sockets?loginName=alice');
  expect(sockets.body).toEqual({ sockets: 1 });
  const dropped = await callApi(t.url, '/__mock__/messages/sockets?loginName=alice', {
    method: 'DELETE',
  });
  expect(dropped.body).toEqual({ dropped: 1 });
  expect(await client.closed).toBe(1012);
});

it('refuses a message for an unknown user or without a subject', async () => {
  for (const body of [{ loginName: 'nobody', subject: 'x' }, { loginName: 'alice' }]) {
    const answer = await callApi(t.url, '/__mock__/messages', { method: 'POST', body });
    expect(answer.status).toBe(400);
  }
});

/** A signed-in socket of the user, once it has its first count. */
async function signedIn(accessToken: string): Promise<Opened> {
  const client = await open();
  client.socket.send(auth(accessToken));
  await client.next();
  return client;
}

const newMessage = (loginName: string) =>
  callApi(t.url, '/__mock__/messages', { method: 'POST', body: { loginName, subject: 'Hi' } });

it(`keeps ${MAX_SOCKETS_PER_USER} sockets per user: one more closes the oldest with 4409`, async () => {
  const { accessToken } = t.gateway.state.signIn('alice');
  const admin = await signedIn(t.gateway.state.signIn('admin').accessToken);
  // three tabs of one user: each is told every change
  const tabs = [
    await signedIn(accessToken),
    await signedIn(accessToken),
    await signedIn(accessToken),
  ];
  await newMessage('alice');
  expect(await Promise.all(tabs.map((tab) => tab.next()))).toEqual([
    { tenantId: 1, number: 5 },
    { tenantId: 1, number: 5 },
    { tenantId: 1, number: 5 },
  ]);

  for (let more = tabs.length; more < MAX_SOCKETS_PER_USER; more += 1) {
    tabs.push(await signedIn(accessToken));
  }
  const sockets = () => callApi(t.url, '/__mock__/messages/sockets?loginName=alice');
  expect((await sockets()).body).toEqual({ sockets: MAX_SOCKETS_PER_USER });
  const newest = await signedIn(accessToken);
  expect(await tabs[0].closed).toBe(CLOSE_SUPERSEDED);
  expect(await tabs[0].reason).toBe('superseded by a newer socket of this user');
  expect((await sockets()).body).toEqual({ sockets: MAX_SOCKETS_PER_USER });

  await newMessage('alice');
  expect(await newest.next()).toEqual({ tenantId: 1, number: 6 });
  expect(await tabs[1].next()).toEqual({ tenantId: 1, number: 6 });
  expect(admin.socket.readyState).toBe(WebSocket.OPEN); // another user's sockets do not count
  [admin, newest, ...tabs].forEach((client) => client.socket.close());
});
