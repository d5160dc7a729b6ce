// CORS grants exactly the trusted origins (the gateway's own and the configured ones), never a
// reflected Origin: an unlisted page gets no Access-Control-Allow-Origin, on any answer or
// preflight.
import { useTestGateway } from '../../testing/test-gateway';
import { originTrusted } from './cors';

const LISTED = 'http://foreign-host.test:9000';
const t = useTestGateway({ allowedRedirectOrigins: [LISTED] });

const UNLISTED = [
  'https://evil.example',
  'http://foreign-host.test:9001',
  'https://foreign-host.test:9000',
  'http://foreign-host.test:9000.evil.example',
  'http://evil.example#http://foreign-host.test:9000',
  'null',
];

const preflight = (origin: string) =>
  fetch(`${t.url}/iam/hzero/v1/users/self`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,h-request-id',
    },
  });

describe('originTrusted', () => {
  const trusted = ['http://localhost:8000', LISTED];
  it.each([
    ['http://localhost:8000', true],
    [LISTED, true],
    [`${LISTED}/`, false], // not an origin as browsers send it
    ['HTTP://foreign-host.test:9000', false],
    ['http://localhost:80', false],
    ['http://127.0.0.1:8000', false],
    [undefined, false],
    ['', false],
    ...UNLISTED.map((origin) => [origin, false] as [string, boolean]),
  ])('%p: %p', (origin, expected) => {
    expect(originTrusted(origin, trusted)).toBe(expected);
  });

  it('reads configured entries as origins', () => {
    expect(originTrusted(LISTED, [`${LISTED}/`])).toBe(true);
    expect(originTrusted('null', ['null'])).toBe(false);
  });
});

describe('a preflight', () => {
  it('from a listed origin: 204 granting exactly it, with what may be sent', async () => {
    const response = await preflight(LISTED);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(', ');
    // what the request client sends
    const sent = ['Authorization', 'Content-Type', 'H-Request-Id', 'H-Menu-Id'];
    expect(allowed).toEqual(expect.arrayContaining([...sent, 'X-HTTP-Method-Override']));
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it.each(UNLISTED)('from %s: no grant at all', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });
});

describe('an answer', () => {
  it.each([
    ['an API answer', '/hpfm/v1/tool/pass/public-key', 200],
    ['a 401', '/iam/hzero/v1/users/self', 401],
    ['a static file', '/mock-docs/guide.html', 200],
  ])('grants exactly a listed origin on %s', async (_label, path, status) => {
    const response = await fetch(`${t.url}${path}`, { headers: { Origin: LISTED } });
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it.each(UNLISTED)('grants nothing to %s', async (origin) => {
    const response = await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`, {
      headers: { Origin: origin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each(['localhost', '127.0.0.1'])("grants the gateway's own origin (%s)", async (name) => {
    const own = `http://${name}:${t.gateway.port}`;
    const response = await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`, {
      headers: { Origin: own },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(own);
  });

  it('sends no grant without an Origin header', async () => {
    const response = await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
  });
});
