// Cross-cutting HTTP behaviour: CORS, method override, routing, path classification.
import { callApi, tokenFor, useTestGateway } from '../../testing/test-gateway';
import { isApiPath } from '../api-paths';
import { checkRedirectUri } from '../auth/redirect-check';
import { Router } from './router';

const t = useTestGateway();
const ORIGIN = 'http://foreign-host.test:9000';

describe('CORS', () => {
  it('answers a preflight with 204 and the allowed headers', async () => {
    const response = await fetch(`${t.url}/iam/hzero/v1/users/self`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,h-request-id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'Authorization',
      'Content-Type',
      'H-Request-Id',
      'H-Menu-Id',
      'H-Tenant-Id',
      'X-HTTP-Method-Override',
      'RequestVerificationToken',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it.each([
    ['an API answer', '/hpfm/v1/tool/pass/public-key', 200],
    ['a 401', '/iam/hzero/v1/users/self', 401],
    ['a static file', '/mock-docs/guide.html', 200],
  ])('echoes the origin on %s', async (_label, path, status) => {
    const response = await fetch(`${t.url}${path}`, { headers: { Origin: ORIGIN } });
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('sends no allow-origin without an Origin header', async () => {
    const response = await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('X-HTTP-Method-Override', () => {
  it.each([
    ['PUT', 200],
    ['put', 200],
    ['GET', 405],
  ])('routes a POST carrying override %s accordingly', async (override, status) => {
    const token = await tokenFor(t.url, 'admin');
    const result = await callApi(t.url, '/iam/v1/users/roles?roleId=2', {
      method: 'POST',
      token,
      headers: { 'X-HTTP-Method-Override': override },
    });
    expect(result.status).toBe(status);
  });

  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const token = await tokenFor(t.url, 'admin');
    const result = await callApi(t.url, '/iam/hzero/v1/users/self', { method: 'DELETE', token });
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'PUT']);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await fetch(`${t.url}/__mock__/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{ not json',
    });
    expect(response.status).toBe(400);
  });
});

describe('Router', () => {
  const router = new Router<{ method: string; pattern: string; name: string }>().add(
    { method: 'GET', pattern: '/hpfm/v1/prompt/:lang', name: 'public' },
    { method: 'GET', pattern: '/hpfm/v1/:orgId/prompt/:lang', name: 'org' },
  );

  it.each([
    ['GET', '/hpfm/v1/prompt/zh_CN', { kind: 'found', name: 'public', params: { lang: 'zh_CN' } }],
    [
      'GET',
      '/hpfm/v1/7/prompt/en_US/',
      { kind: 'found', name: 'org', params: { orgId: '7', lang: 'en_US' } },
    ],
    ['HEAD', '/hpfm/v1/prompt/en_US', { kind: 'found', name: 'public', params: { lang: 'en_US' } }],
    ['POST', '/hpfm/v1/prompt/zh_CN', { kind: 'method-not-allowed' }],
    ['GET', '/hpfm/v1/prompt', { kind: 'none' }],
  ])('%s %s', (method, path, expected) => {
    const match = router.match(method, path);
    const seen =
      match.kind === 'found'
        ? { kind: match.kind, name: match.route.name, params: match.params }
        : { kind: match.kind };
    expect(seen).toEqual(expected);
  });
});

describe('path classification and redirect checks', () => {
  it.each([
    ['/oauth/oauth/authorize', true],
    ['/iam/hzero/v1/users/self', true],
    ['/hpfm/v1/1/prompt/zh_CN', true],
    ['/hmsg/v1/1/messages/user/count', true],
    ['/hpfm/tenants/mine', false],
    ['/hiam/user/info', false],
    ['/hmsg/message-template', false],
    ['/workplace', false],
  ])('%s is an API path: %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });

  it.each([
    ['http://localhost:8000/workplace', true],
    ['http://localhost:8000', true],
    ['http://dev.test:8001/x', true],
    ['http://localhost:8001/', false],
    ['https://localhost:8000/', false],
    ['//evil.example/', false],
    ['data:text/html,hi', false],
  ])('redirect_uri %s is allowed: %s', (uri, ok) => {
    expect(checkRedirectUri(uri, ['http://localhost:8000'], ['http://dev.test:8001']).ok).toBe(ok);
  });
});
