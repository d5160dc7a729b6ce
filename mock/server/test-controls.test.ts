// The test controls under /__mock__/ answer only when the gateway was started with them on (the
// default: npm start, the tests, the bench). Off, for a shared demo, each of their paths answers
// exactly as an unknown path does: a plain 404, and the gateway's state is left alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callApi, useTestGateway } from '../testing/test-gateway';

/** Every control: method, path, body (a full row: jest would take a missing one for `done`). */
const CONTROLS: Array<[string, string, unknown]> = [
  ['GET', '/__mock__/faults', undefined],
  ['POST', '/__mock__/faults', { path: 'users/self', status: 500 }],
  ['DELETE', '/__mock__/faults', undefined],
  ['DELETE', '/__mock__/faults/1', undefined],
  ['POST', '/__mock__/reset', { tokens: true }],
  ['GET', '/__mock__/clock', undefined],
  ['POST', '/__mock__/clock', { advanceMs: 1000 }],
  ['POST', '/__mock__/messages', { loginName: 'alice', subject: 'Hello' }],
  ['GET', '/__mock__/messages/sockets?loginName=alice', undefined],
  ['DELETE', '/__mock__/messages/sockets', undefined],
  ['GET', '/__mock__/jsonp?callback=cb', undefined],
  ['GET', '/__mock__/script.js', undefined],
];

/**
 * The same request to an address nobody serves (a file that is not there, for a read): what a
 * hidden control must look like. An unknown address without a file name would get the SPA's page.
 */
const unknownTwin = (method: string) => (method === 'GET' ? '/no-such-file.txt' : '/no-such-thing');

/** What tells one answer from another, the path it names aside. */
async function shape(url: string, method: string, path: string, body: unknown, accept = '*/*') {
  const answer = await callApi(url, path, { method, body, headers: { Accept: accept } });
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  const headers = [...answer.headers.keys()].filter(
    (name) => !['date', 'content-length'].includes(name),
  );
  return {
    status: answer.status,
    headers,
    type: answer.headers.get('content-type'),
    body: text.split(path.split('?')[0]).join('<path>'),
  };
}

describe('with the test controls on (the default)', () => {
  const t = useTestGateway();

  it.each(CONTROLS)('%s %s answers', async (method, path, body) => {
    const answer = await callApi(t.url, path, { method, body });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['/test/host/', 'text/html', 'Foreign host shell'],
    ['/test/host/index.html', 'text/html', 'Foreign host shell'],
    ['/test/host/host.js', 'javascript', 'loadMicroApp'],
    ['/test/host/qiankun.umd.min.js', 'javascript', 'loadMicroApp'],
  ])('serves the foreign host page of test/host: %s', async (path, type, holds) => {
    const answer = await callApi(t.url, path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain(type);
    expect(String(answer.body)).toContain(holds);
  });

  it('a fault added through them applies', async () => {
    await callApi(t.url, '/__mock__/faults', { method: 'POST', body: { path: 'x', status: 500 } });
    expect(t.gateway.state.faults.list()).toHaveLength(1);
  });
});

describe('with the test controls off', () => {
  const spaDir = mkdtempSync(join(tmpdir(), 'polaris-spa-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Polaris</title>');
  afterAll(() => rmSync(spaDir, { recursive: true, force: true }));
  const t = useTestGateway({ testControls: false, spaDir });

  it.each(CONTROLS)('%s %s is a plain 404, as an unknown path is', async (method, path, body) => {
    const seen = await shape(t.url, method, path, body);
    expect(seen.status).toBe(404);
    expect(seen).toEqual(await shape(t.url, method, unknownTwin(method), body));
    // asked for a page, still not the SPA's page (that would only tell the address is special)
    expect(await shape(t.url, method, path, body, 'text/html')).toEqual(seen);
    expect(seen.body).not.toMatch(/mock/i);
  });

  it('answers a preflight to them as to any path', async () => {
    const preflight = (path: string) =>
      fetch(`${t.url}${path}`, { method: 'OPTIONS' }).then((answer) => answer.status);
    expect(await preflight('/__mock__/faults')).toBe(await preflight('/no-such-thing/faults'));
  });

  it.each(['/test/host/host.js', '/test/host/qiankun.umd.min.js'])(
    'does not serve the foreign host (%s is a 404 as an unknown file is)',
    async (path) => {
      const seen = await shape(t.url, 'GET', path, undefined);
      expect(seen.status).toBe(404);
      expect(seen).toEqual(await shape(t.url, 'GET', '/no-such-file.txt', undefined));
    },
  );

  it('changes nothing through them', async () => {
    await callApi(t.url, '/__mock__/faults', { method: 'POST', body: { path: 'x', status: 500 } });
    await callApi(t.url, '/__mock__/clock', { method: 'POST', body: { advanceMs: 3_600_000 } });
    expect(t.gateway.state.faults.list()).toEqual([]);
    expect(t.gateway.state.clock.offset).toBe(0);
  });

  it('still serves the product (the SPA answers its own pages)', async () => {
    const page = await callApi(t.url, '/workplace', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Polaris</title>');
  });
});
