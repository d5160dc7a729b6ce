// Fault injection over HTTP (/__mock__/faults) and in-process (state.faults).
import { callApi, tokenFor, useTestGateway } from '../testing/test-gateway';

const HOST_PAGE = 'http://host.test'; // a page CORS trusts (MOCK_ALLOWED_ORIGINS)
const t = useTestGateway({ allowedRedirectOrigins: [HOST_PAGE] });
const KEY = '/hpfm/v1/tool/pass/public-key';

const addFault = async (fault: Record<string, unknown>) =>
  callApi(t.url, '/__mock__/faults', { method: 'POST', body: fault });

describe('fault answers', () => {
  it.each([
    [
      'a JSON body',
      { failed: true, message: 'boom' },
      'application/json',
      { failed: true, message: 'boom' },
    ],
    ['a text body', 'plain failure', 'text/plain', 'plain failure'],
    ['an array body', [1, 2], 'application/json', [1, 2]],
  ])('answers the status with %s', async (_label, body, type, expected) => {
    const added = await addFault({ path: '^/hpfm/v1/tool/pass', status: 500, body });
    expect(added.body).toEqual({ id: expect.any(String) });
    const result = await callApi(t.url, KEY);
    expect(result.status).toBe(500);
    expect(result.headers.get('content-type')).toContain(type);
    expect(result.body).toEqual(expected);
  });

  it('answers an empty body when none is given', async () => {
    await addFault({ path: 'public-key', status: 503 });
    const result = await callApi(t.url, KEY);
    expect(result.status).toBe(503);
    expect(result.body).toBe('');
  });

  it('fails authenticated, public and static paths alike, before the token check', async () => {
    await addFault({ path: '^/(iam|mock-docs)/', status: 502 });
    expect((await callApi(t.url, '/iam/hzero/v1/users/self')).status).toBe(502);
    expect((await callApi(t.url, '/mock-docs/guide.html')).status).toBe(502);
    expect((await callApi(t.url, KEY)).status).toBe(200);
  });

  it('tests the regex against the path with its query string', async () => {
    await addFault({ path: 'promptKey=hiam', status: 500 });
    expect((await callApi(t.url, '/hpfm/v1/prompt/en_US?promptKey=hiam')).status).toBe(500);
    expect((await callApi(t.url, '/hpfm/v1/prompt/en_US?promptKey=hpfm')).status).toBe(200);
  });

  it('matches the method, including the X-HTTP-Method-Override one', async () => {
    await addFault({
      method: 'put',
      path: '/iam/v1/users/roles',
      status: 500,
      body: { failed: true },
    });
    const token = await tokenFor(t.url, 'admin');
    const overridden = await callApi(t.url, '/iam/v1/users/roles?roleId=2', {
      method: 'POST',
      token,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    expect(overridden.status).toBe(500);
    const get = await callApi(t.url, '/iam/v1/users/roles', { token });
    expect(get.status).toBe(405);
  });

  it('does not fail the CORS preflight of a faulted endpoint', async () => {
    await addFault({ path: 'users/self', status: 500 });
    const preflight = await fetch(`${t.url}/iam/hzero/v1/users/self`, {
      method: 'OPTIONS',
      headers: { Origin: HOST_PAGE, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    const real = await fetch(`${t.url}/iam/hzero/v1/users/self`, {
      headers: { Origin: HOST_PAGE },
    });
    expect(real.status).toBe(500);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(HOST_PAGE);
    expect(real.headers.get('access-control-allow-origin')).toBe(HOST_PAGE);
  });
});

describe('delay, times and order', () => {
  it('delays a request and then lets it proceed when no status is set', async () => {
    await addFault({ path: 'public-key', delayMs: 300 });
    const started = Date.now();
    const result = await callApi(t.url, KEY);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(result.status).toBe(200);
  });

  it('removes itself after `times` matches', async () => {
    await addFault({ path: 'public-key', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await callApi(t.url, KEY)).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect((await callApi(t.url, '/__mock__/faults')).body).toEqual([]);
  });

  it('lets the first matching fault win', async () => {
    await addFault({ path: 'public-key', status: 418, times: 1 });
    await addFault({ path: 'public-key', status: 500 });
    expect((await callApi(t.url, KEY)).status).toBe(418);
    expect((await callApi(t.url, KEY)).status).toBe(500);
  });
});

describe('managing faults', () => {
  it('lists, removes one, and clears all', async () => {
    const first = (await addFault({ path: 'a', status: 500 })).body.id;
    await addFault({ path: 'b', status: 500, times: 3 });
    const listed = (await callApi(t.url, '/__mock__/faults')).body;
    expect(listed).toEqual([
      { id: first, path: 'a', status: 500, hits: 0 },
      { id: expect.any(String), path: 'b', status: 500, times: 3, hits: 0 },
    ]);
    expect((await callApi(t.url, `/__mock__/faults/${first}`, { method: 'DELETE' })).body).toEqual({
      removed: true,
    });
    expect((await callApi(t.url, '/__mock__/faults')).body).toHaveLength(1);
    await callApi(t.url, '/__mock__/faults', { method: 'DELETE' });
    expect((await callApi(t.url, '/__mock__/faults')).body).toEqual([]);
  });

  it('is cleared by /__mock__/reset', async () => {
    await addFault({ path: 'public-key', status: 500 });
    await callApi(t.url, '/__mock__/reset', { method: 'POST' });
    expect((await callApi(t.url, KEY)).status).toBe(200);
  });

  it('never applies to /__mock__ itself', async () => {
    await addFault({ path: '.*', status: 500 });
    expect((await callApi(t.url, '/__mock__/faults')).status).toBe(200);
    expect((await callApi(t.url, '/__mock__/faults', { method: 'DELETE' })).status).toBe(200);
  });

  it.each([
    ['no path', { status: 500 }],
    ['an invalid regex', { path: '(', status: 500 }],
    ['a status out of range', { path: 'x', status: 99 }],
    ['a negative delay', { path: 'x', delayMs: -1 }],
    ['zero times', { path: 'x', times: 0 }],
  ])('refuses a fault with %s', async (_label, fault) => {
    const result = await addFault(fault);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ failed: true });
  });

  it('works in-process through state.faults', async () => {
    t.gateway.state.faults.add({
      path: 'public-key',
      status: 500,
      body: { failed: true },
      times: 1,
    });
    expect((await callApi(t.url, KEY)).status).toBe(500);
    expect((await callApi(t.url, KEY)).status).toBe(200);
  });
});
