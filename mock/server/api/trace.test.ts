// Trace log (status, start, end with the recorded calls) and the RequestVerificationToken header.
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { TRACE_PREFIXES } from './trace';

const HOST_PAGE = 'http://foreign.test'; // a page CORS trusts (MOCK_ALLOWED_ORIGINS)
const t = useTestGateway({ allowedRedirectOrigins: [HOST_PAGE] });

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const post = (path: string, token?: string) => callApi(t.url, path, { method: 'POST', token });

describe.each(TRACE_PREFIXES)('%s', (prefix) => {
  it('starts, reports status, records the session calls and ends', async () => {
    const token = signIn('alice');
    expect((await callApi(t.url, `${prefix}/status`, { token })).body).toBe(false);
    const started = await post(`${prefix}/start`, token);
    expect(started.body.traceGroupId).toEqual(expect.any(String));
    expect((await callApi(t.url, `${prefix}/status`, { token })).body).toBe(true);
    await callApi(t.url, '/iam/hzero/v1/users/self', { token });
    await callApi(t.url, '/hpfm/v1/2/lovs/value?lovCode=HPFM.FLAG', { token });
    await callApi(t.url, '/hpfm/v1/nothing', { token });
    await callApi(t.url, '/iam/hzero/v1/users/self', { token: signIn('admin') });
    const ended = await post(`${prefix}/end`, token);
    expect(ended.body).toMatchObject({
      traceGroupId: started.body.traceGroupId,
      startedAt: expect.any(String),
      endedAt: expect.any(String),
    });
    expect(
      ended.body.requests.map((r: { method: string; path: string; status: number }) => [
        r.method,
        r.path,
        r.status,
      ]),
    ).toEqual([
      ['GET', `${prefix}/status`, 200],
      ['GET', '/iam/hzero/v1/users/self', 200],
      ['GET', '/hpfm/v1/2/lovs/value', 200],
      ['GET', '/hpfm/v1/nothing', 404],
    ]);
    for (const request of ended.body.requests) expect(request.durationMs).toBeGreaterThanOrEqual(0);
    expect((await callApi(t.url, `${prefix}/status`, { token })).body).toBe(false);
  });

  it('answers a failed body when ending without a trace', async () => {
    const result = await post(`${prefix}/end`, signIn('alice'));
    expect(result.body).toMatchObject({ failed: true, code: 'error.trace.not_started' });
  });

  it('needs a token', async () => {
    expect((await post(`${prefix}/start`)).status).toBe(401);
  });
});

describe('trace state', () => {
  it('answers the running trace on a second start', async () => {
    const token = signIn('alice');
    const first = await post('/hpfm/v1/trace/start', token);
    const second = await post('/hmnt/v1/trace/start', token);
    expect(second.body.traceGroupId).toBe(first.body.traceGroupId);
  });

  it('is cleared by a reset', async () => {
    const token = signIn('alice');
    await post('/hpfm/v1/trace/start', token);
    await callApi(t.url, '/__mock__/reset', { method: 'POST', body: {} });
    expect((await callApi(t.url, '/hpfm/v1/trace/status', { token })).body).toBe(false);
  });
});

describe('RequestVerificationToken', () => {
  const header = async (path: string, token?: string, method = 'GET') =>
    (await callApi(t.url, path, { token, method })).headers.get('requestverificationtoken');

  it('is the same on every answer of one session, and differs between sessions', async () => {
    const alice = signIn('alice');
    const first = await header('/iam/hzero/v1/users/self', alice);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await header('/hpfm/v1/1/lovs/value?lovCode=HPFM.FLAG', alice)).toBe(first);
    expect(await header('/hpfm/v1/1/nothing', alice)).toBe(first);
    expect(await header('/iam/hzero/v1/users/self', signIn('admin'))).not.toBe(first);
    expect(await header('/iam/hzero/v1/users/self', signIn('alice'))).not.toBe(first);
  });

  it.each([
    ['a 401', '/iam/hzero/v1/users/self'],
    ['a public API answer', '/hpfm/v1/tool/pass/public-key'],
  ])('is also on %s', async (_label, path) => {
    expect(await header(path)).toEqual(expect.any(String));
  });

  it('is not on static files and is exposed to cross-origin callers', async () => {
    expect(await header('/mock-docs/guide.html')).toBeNull();
    const response = await fetch(`${t.url}/iam/hzero/v1/users/self`, {
      headers: { Origin: HOST_PAGE, Authorization: `bearer ${signIn('alice')}` },
    });
    expect(response.headers.get('access-control-expose-headers')).toContain(
      'RequestVerificationToken',
    );
  });
});
