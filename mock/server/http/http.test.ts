// Cross-cutting HTTP behaviour: method override, routing, path classification (CORS: cors.test.ts).
import { callApi, tokenFor, useTestGateway } from '../../testing/test-gateway';
import { isApiPath } from '../api-paths';
import { checkRedirectUri } from '../auth/redirect-check';
import { Router } from './router';

const t = useTestGateway();

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
