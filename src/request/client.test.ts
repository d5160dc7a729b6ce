/**
 * The request client against real local HTTP servers: an echo server for the wire format and
 * statuses, the mock gateway for sessions (401 bursts and kick-off). No mocked fetch.
 */
import { startGateway, type RunningGateway } from '../../mock/server/gateway';
import { startEchoServer, type EchoServer } from '../../test/support/echo-server';
import { configureRuntime } from '../config/runtime';
import { setLanguage } from '../i18n/intl';
import { startRuntime } from '../runtime/create-runtime';
import { updateSession } from '../session/current-session';
import { onSessionRenewed, setSessionEndHandlers } from '../session/session-end';
import { storeTokens } from '../session/tokens';
import { clearRequestCache, request, setMenuIdProvider } from './client';
import { setNotifier, type Notice } from './notify';
import { isRequestError, type RequestError } from './request-error';
import { setStatusHandlers } from './status-handlers';
import { getVerificationToken } from './verification-token';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

let echo: EchoServer;
let notices: Notice[];

beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());

beforeEach(() => {
  startRuntime(); // each test its own runtime: config, tokens, session, handlers
  notices = [];
  setNotifier((notice) => notices.push(notice));
  setLanguage('en_US');
  configureRuntime({ apiHost: echo.url });
  storeTokens({ accessToken: 'token-1' });
  echo.hits.clear();
});

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (isRequestError(error)) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('wire format', () => {
  it('sends the bearer token, a request id and the active menu id', async () => {
    setMenuIdProvider(() => 42);
    const { headers } = await request<Echo>('/echo');
    expect(headers.authorization).toBe('bearer token-1');
    expect(headers['h-request-id']).toMatch(/^\d{13}[0-9a-f]{12}-[0-9a-f]{4}-/);
    expect(headers['h-menu-id']).toBe('42');
  });

  it.each([
    ['GET', 'GET', undefined],
    ['POST', 'POST', undefined],
    ['PUT', 'POST', 'PUT'],
    ['DELETE', 'POST', 'DELETE'],
    ['PATCH', 'POST', 'PATCH'],
  ] as const)('%s goes out as %s with override %s', async (method, wire, override) => {
    const echoed = await request<Echo>('/echo', {
      method,
      data: method === 'GET' ? undefined : { a: 1 },
    });
    expect(echoed.method).toBe(wire);
    expect(echoed.headers['x-http-method-override']).toBe(override);
    if (method !== 'GET') expect(JSON.parse(echoed.body)).toEqual({ a: 1 });
  });

  it.each([
    [{ organizationId: 7, roleLevel: 'organization' }, '/echo/7/x/7'],
    [{ organizationId: 0, roleLevel: 'site' }, '/echo/0/x'],
  ] as const)('fills {tenantId} and {tenantPrefix} for %o', async (session, path) => {
    updateSession(session);
    const { url } = await request<Echo>('/echo/{tenantId}/x{tenantPrefix}', { fresh: true });
    expect(url).toBe(path);
  });

  it('drops empty query values and repeats list keys', async () => {
    const { url } = await request<Echo>('/echo', {
      params: { a: 1, b: null, c: undefined, d: '', e: [], f: ['x', 'y'], g: 0, h: false },
    });
    expect(url).toBe('/echo?a=1&f=x&f=y&g=0&h=false');
  });

  it('sends a FormData body as multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    const echoed = await request<Echo>('/echo', { method: 'POST', data: form });
    expect(echoed.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.body).toContain('hello');
  });

  it('keeps the RequestVerificationToken the server sends', async () => {
    await request('/echo');
    expect(getVerificationToken()).toBe('rvt-echo');
  });
});

describe('sharing identical GETs', () => {
  it('sends 20 identical calls within a second once, and each caller gets its own copy', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request<Echo>('/echo', { params: { q: 1 } })),
    );
    expect(echo.hits.get('/echo?q=1')).toBe(1);
    answers[0].method = 'changed by the first caller';
    expect(answers[1].method).toBe('GET');
    await request('/echo', { params: { q: 1 } });
    expect(echo.hits.get('/echo?q=1')).toBe(1);
  });

  it.each([
    ['another token', () => storeTokens({ accessToken: 'token-2' }), 2],
    ['fresh: true', () => undefined, 2],
    ['a cleared cache (role switch)', () => clearRequestCache(), 2],
  ])('sends again for %s', async (_name, change, expected) => {
    await request('/echo', { params: { r: 1 } });
    change();
    await request('/echo', { params: { r: 1 }, fresh: _name === 'fresh: true' });
    expect(echo.hits.get('/echo?r=1')).toBe(expected);
  });

  it('forgets shared answers after a write (it may have changed them)', async () => {
    await request('/echo', { params: { w: 1 } });
    await request('/echo', { method: 'PUT', data: {} });
    await request('/echo', { params: { w: 1 } });
    expect(echo.hits.get('/echo?w=1')).toBe(2);
  });

  it('does not share a GET answered while a write was on its way', async () => {
    const write = request('/slow', { method: 'PUT', params: { ms: 150 } });
    await request('/echo', { params: { during: 1 } });
    await write;
    await request('/echo', { params: { during: 1 } });
    expect(echo.hits.get('/echo?during=1')).toBe(2);
  });

  it('never shares POSTs, and does not keep failures', async () => {
    await Promise.all([request('/echo', { method: 'POST' }), request('/echo', { method: 'POST' })]);
    expect(echo.hits.get('/echo')).toBe(2);
    await failure(request('/status/500', { silent: true }));
    await failure(request('/status/500', { silent: true }));
    expect(echo.hits.get('/status/500')).toBe(2);
  });
});

describe('statuses and what the user is told', () => {
  const failedBody = (type: string) =>
    `/status/200?body=${encodeURIComponent(JSON.stringify({ failed: true, code: 'x', message: 'Bank code exists', type }))}`;

  it('gives an empty result for 204', async () => {
    await expect(request('/status/204')).resolves.toBeUndefined();
    expect(notices).toEqual([]);
  });

  it.each([
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ])('turns a failed body of type %s into "Operation failed" styled %s', async (type, style) => {
    const error = await failure(request(failedBody(type)));
    expect(error.kind).toBe('business');
    expect(notices).toEqual([
      { style, title: 'Operation failed', description: 'Bank code exists' },
    ]);
  });

  it.each([
    ['500', 'Failed to fetch data'],
    ['400', 'status 400'],
    ['503', 'Something went wrong, please retry'], // spec section 8: not the server's text
  ])('names HTTP %s after its status and shows %p', async (status, description) => {
    const error = await failure(request(`/status/${status}`));
    expect(error.name).toBe(status);
    expect(notices).toEqual([{ style: 'error', title: 'Operation failed', description }]);
  });

  it('returns a 404 to the caller without telling the user', async () => {
    const error = await failure(request('/status/404'));
    expect(error.status).toBe(404);
    expect(notices).toEqual([]);
  });

  it('says "Network request exception / Please retry later" when the server cannot be reached', async () => {
    configureRuntime({ apiHost: 'http://127.0.0.1:9' });
    const error = await failure(request('/echo'));
    expect(error.kind).toBe('network');
    expect(notices).toEqual([
      { style: 'error', title: 'Network request exception', description: 'Please retry later' },
    ]);
  });

  it('gives up after the timeout with a clear error instead of hanging', async () => {
    const error = await failure(request('/slow', { params: { ms: 500 }, timeout: 50 }));
    expect(error.kind).toBe('timeout');
    expect(notices[0]).toMatchObject({ title: 'Network request exception' });
  });

  it('stays silent for an aborted request', async () => {
    const controller = new AbortController();
    const pending = request('/slow', { params: { ms: 300 }, signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
    expect(notices).toEqual([]);
  });

  it('only throws the failure of a call made ahead of need (unreported), and shares nothing', async () => {
    const error = await failure(request('/status/500', { unreported: true }));
    expect(error).toMatchObject({ kind: 'http', name: '500' });
    const first = request<Echo>('/echo', { unreported: true });
    const second = request<Echo>('/echo', { unreported: true });
    expect((await first).headers.authorization).toBe('bearer token-1');
    await second;
    expect(echo.hits.get('/echo')).toBe(2);
    expect(notices).toEqual([]);
  });

  it('hands a 501 body to the app (stored, then /exception/501)', async () => {
    const seen: unknown[] = [];
    setStatusHandlers({ notImplemented: (body) => seen.push(body) });
    await failure(request(`/status/501?body=${encodeURIComponent('{"message":"not yours"}')}`));
    expect(seen).toEqual([{ message: 'not yours' }]);
    expect(notices).toEqual([]);
  });
});

describe('session end (401) against the mock gateway', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway({ port: 0, quiet: true });
  });
  afterAll(() => gateway.close());

  it('ends the session once for five parallel 401s: one redirect, one notification', async () => {
    configureRuntime({ apiHost: gateway.url });
    storeTokens({ accessToken: 'unknown-token' });
    const toLogin = jest.fn();
    const toKickoff = jest.fn();
    setSessionEndHandlers({ toLogin, toKickoff });
    const errors = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        failure(request('/iam/hzero/v1/users/self', { params: { i } })),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100)); // the kickoff check is async
    expect(errors.every((error) => error.kind === 'unauthorized')).toBe(true);
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(toKickoff).not.toHaveBeenCalled();
    expect(notices).toEqual([
      {
        style: 'error',
        title:
          'Missing permission for the current operation, please contact the system administrator',
      },
    ]);
  });

  it('leaves the session alone when a call made ahead of need (unreported) meets a 401', async () => {
    configureRuntime({ apiHost: gateway.url });
    storeTokens({ accessToken: 'unknown-token' });
    const toLogin = jest.fn();
    setSessionEndHandlers({ toLogin, toKickoff: jest.fn() });
    const error = await failure(request('/iam/hzero/v1/users/self', { unreported: true }));
    await new Promise((resolve) => setTimeout(resolve, 100)); // as long as a kickoff check takes
    expect(error.kind).toBe('unauthorized');
    expect(toLogin).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('sends a kicked-off user to the kick-off page in their language, and only there', async () => {
    configureRuntime({ apiHost: gateway.url });
    const first = gateway.state.signIn('alice');
    gateway.state.signIn('alice'); // the second sign-in kicks the first token off
    storeTokens({ accessToken: first.accessToken });
    const toLogin = jest.fn();
    const toKickoff = jest.fn();
    setSessionEndHandlers({ toLogin, toKickoff });
    await failure(request('/iam/hzero/v1/users/self'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toKickoff).toHaveBeenCalledWith('en_US');
    expect(toLogin).not.toHaveBeenCalled();
    expect(notices).toEqual([]); // the kick-off page says why; no notification on top
  });

  it('sends every refused call once more after the user signed in again in place', async () => {
    configureRuntime({ apiHost: gateway.url });
    storeTokens({ accessToken: gateway.state.signIn('alice').accessToken });
    gateway.state.reset({ tokens: true }); // the gateway forgot every session
    const toLogin = jest.fn();
    const renew = jest.fn(async () => {
      storeTokens({ accessToken: gateway.state.signIn('alice').accessToken });
      return true;
    });
    setSessionEndHandlers({ toLogin, toKickoff: jest.fn(), renew });
    const renewed = jest.fn();
    const stopHearing = onSessionRenewed(renewed);
    const users = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        request<{ loginName: string }>('/iam/hzero/v1/users/self', { params: { i } }),
      ),
    );
    expect(users.map((user) => user.loginName)).toEqual(['alice', 'alice', 'alice']);
    expect(renew).toHaveBeenCalledTimes(1); // one question for the burst
    expect(toLogin).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    expect(renewed).toHaveBeenCalledTimes(1); // the socket, say, signs in anew
    stopHearing();
  });

  it('asks again when the session ends again after a renewal', async () => {
    configureRuntime({ apiHost: gateway.url });
    storeTokens({ accessToken: 'gone' });
    const renew = jest.fn(async () => {
      storeTokens({ accessToken: gateway.state.signIn('alice').accessToken });
      return true;
    });
    setSessionEndHandlers({ toLogin: jest.fn(), toKickoff: jest.fn(), renew });
    await request('/iam/hzero/v1/users/self');
    gateway.state.reset({ tokens: true });
    await request('/iam/hzero/v1/users/self', { fresh: true });
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('leaves as before when the user declines to sign in again', async () => {
    configureRuntime({ apiHost: gateway.url });
    storeTokens({ accessToken: 'gone' });
    const toLogin = jest.fn();
    setSessionEndHandlers({ toLogin, toKickoff: jest.fn(), renew: async () => false });
    expect((await failure(request('/iam/hzero/v1/users/self'))).kind).toBe('unauthorized');
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(notices).toHaveLength(1);
  });

  it('keeps the drafts before the kick-off page, and asks nobody to sign in again', async () => {
    configureRuntime({ apiHost: gateway.url });
    const first = gateway.state.signIn('alice');
    gateway.state.signIn('alice');
    storeTokens({ accessToken: first.accessToken });
    const order: string[] = [];
    const renew = jest.fn(async () => true);
    setSessionEndHandlers({
      toLogin: jest.fn(),
      toKickoff: () => order.push('kick-off page'),
      keepDrafts: () => order.push('drafts kept'),
      renew,
    });
    await failure(request('/iam/hzero/v1/users/self'));
    expect(order).toEqual(['drafts kept', 'kick-off page']);
    expect(renew).not.toHaveBeenCalled();
  });

  it('lets the shell end the session of a module it mounts, and retries when it renewed', async () => {
    configureRuntime({ apiHost: gateway.url });
    storeTokens({ accessToken: 'gone' });
    const toLogin = jest.fn();
    const takeOver = jest.fn(async () => {
      storeTokens({ accessToken: gateway.state.signIn('admin').accessToken });
      return 'renewed' as const;
    });
    setSessionEndHandlers({ toLogin, takeOver });
    const user = await request<{ loginName: string }>('/iam/hzero/v1/users/self');
    expect(user.loginName).toBe('admin');
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(toLogin).not.toHaveBeenCalled();
  });
});
