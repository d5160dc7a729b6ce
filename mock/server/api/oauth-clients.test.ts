// The OAuth clients: the platform administrator lists, creates and edits them; the authorisation
// page serves only what they say (the client enabled and allowed the implicit grant, the redirect
// address registered), and a sign-in's token lives as long as its client says.
import type { OAuthClientDto } from '../../../src/services/iam/client-types';
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';
import { encryptPassword } from '../../testing/sign-in';

const t = useTestGateway();

const clients = (token: string, query = '') =>
  callApi(t.url, `/iam/hzero/v1/clients${query}`, { token });
const save = (token: string, method: 'POST' | 'PUT', body: unknown) =>
  callApi(t.url, '/iam/hzero/v1/clients?lang=en_US', { method, token, body });

const admin = () => sessionAs(t, 'admin', 1);

function authorizeUrl(clientId: string, redirectUri: string): string {
  const query = new URLSearchParams({
    response_type: 'token',
    client_id: clientId,
    redirect_uri: redirectUri,
  });
  return `${t.url}/oauth/oauth/authorize?${query}`;
}

/** Signs alice in through the client's form: the fields of the token hash. */
async function signInThrough(clientId: string, redirectUri: string): Promise<URLSearchParams> {
  const key = await (await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`)).text();
  const response = await fetch(`${t.url}/oauth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      response_type: 'token',
      redirect_uri: redirectUri,
      username: 'alice',
      password: encryptPassword(key, 'Alice@1234'),
    }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
}

describe('the clients list', () => {
  it('lists the seed clients with their grant types, addresses and token validity', async () => {
    const page = (await clients(await admin())).body;
    expect(page.totalElements).toBe(4);
    expect(page.content[0]).toEqual({
      id: 1,
      name: 'localhost',
      organizationId: 0,
      authorizedGrantTypes: 'implicit,password,refresh_token',
      webServerRedirectUri: expect.stringContaining(`${t.url}/`),
      accessTokenValidity: 3600,
      refreshTokenValidity: 86400,
      scope: 'default',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
    expect(page.content[1].webServerRedirectUri).toContain(`${t.url}/mobile/`);
  });

  it('filters by name and status', async () => {
    const token = await admin();
    expect(
      (await clients(token, '?name=MOBILE')).body.content.map((c: OAuthClientDto) => c.name),
    ).toEqual(['polaris-mobile']);
    expect(
      (await clients(token, '?enabledFlag=0')).body.content.map((c: OAuthClientDto) => c.name),
    ).toEqual(['report-portal']);
  });

  it('is the platform’s: an organisation’s role is refused', async () => {
    const answer = await clients(await sessionAs(t, 'admin', 2));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'error.permission.site_level', type: 'warn' });
  });
});

describe('creating and editing a client', () => {
  it('creates a client with its addresses checked and normalised', async () => {
    const answer = await save(await admin(), 'POST', {
      name: 'bi-portal',
      authorizedGrantTypes: 'implicit, refresh_token',
      webServerRedirectUri: 'HTTPS://BI.example.com/cb\nhttps://bi.example.com/cb',
      accessTokenValidity: 600,
    });
    expect(answer.body).toMatchObject({
      id: 5,
      name: 'bi-portal',
      authorizedGrantTypes: 'implicit,refresh_token',
      webServerRedirectUri: 'https://bi.example.com/cb',
      accessTokenValidity: 600,
      refreshTokenValidity: 86400,
      enabledFlag: 1,
    });
  });

  it.each([
    [
      'an address that is not web',
      { webServerRedirectUri: 'javascript:alert(1)' },
      'webServerRedirectUri: javascript:alert(1) is not an allowed redirect address (not-web)',
    ],
    [
      'an address with a fragment',
      { webServerRedirectUri: 'https://a.example/#x' },
      'webServerRedirectUri: https://a.example/#x is not an allowed redirect address (fragment)',
    ],
    [
      'an unknown grant type',
      { authorizedGrantTypes: 'implicit,magic' },
      'authorizedGrantTypes: magic is not a grant type',
    ],
    [
      'a validity too short',
      { accessTokenValidity: 5 },
      'accessTokenValidity must be 60–2592000 seconds',
    ],
    ['a name taken', { name: 'localhost' }, 'A client named localhost already exists'],
    ['a name with spaces', { name: 'my app' }, 'name may hold letters, digits'],
  ])('refuses %s, naming the field', async (_case, fields, message) => {
    const answer = await save(await admin(), 'POST', {
      name: 'new-client',
      authorizedGrantTypes: 'implicit',
      webServerRedirectUri: 'https://a.example/cb',
      ...fields,
    });
    expect(answer.body).toMatchObject({ failed: true, type: expect.any(String) });
    expect(answer.body.message).toContain(message);
  });

  it('updates the fields sent when the version is current', async () => {
    const token = await admin();
    const answer = await save(token, 'PUT', {
      id: 2,
      objectVersionNumber: 1,
      webServerRedirectUri: `${t.url}/mobile/`,
      refreshTokenValidity: 7200,
    });
    expect(answer.body).toMatchObject({
      webServerRedirectUri: `${t.url}/mobile/`,
      refreshTokenValidity: 7200,
      accessTokenValidity: 7200,
      objectVersionNumber: 2,
    });
    const stale = await save(token, 'PUT', { id: 2, objectVersionNumber: 1, enabledFlag: 0 });
    expect(stale.body).toMatchObject({ code: 'error.record.changed' });
  });

  it('keeps the product’s own client able to sign in', async () => {
    const token = await admin();
    for (const change of [
      { enabledFlag: 0 },
      { authorizedGrantTypes: 'password' },
      { webServerRedirectUri: '' },
    ]) {
      const answer = await save(token, 'PUT', { id: 1, objectVersionNumber: 1, ...change });
      expect(answer.body).toMatchObject({ code: 'error.client.product_client', type: 'warn' });
    }
  });

  it('needs a site-level role for every change', async () => {
    const token = await sessionAs(t, 'admin', 2);
    const answer = await save(token, 'PUT', { id: 2, objectVersionNumber: 1, enabledFlag: 0 });
    expect(answer.status).toBe(403);
  });
});

describe('the authorisation page enforces the clients', () => {
  it('serves a registered address, and refuses it once removed, saying why', async () => {
    const target = `${t.url}/mobile/home`;
    expect((await fetch(authorizeUrl('polaris-mobile', target))).status).toBe(200);
    await save(await admin(), 'PUT', {
      id: 2,
      objectVersionNumber: 1,
      webServerRedirectUri: `${t.url}/mobile-preview/`,
    });
    const refused = await fetch(authorizeUrl('polaris-mobile', target));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('Redirect address not allowed');
    expect(page).toContain(`${t.url}/mobile/home is not registered for the client`);
  });

  it('refuses a disabled client and one not allowed the implicit grant', async () => {
    const token = await admin();
    await save(token, 'PUT', { id: 2, objectVersionNumber: 1, enabledFlag: 0 });
    const disabled = await fetch(authorizeUrl('polaris-mobile', `${t.url}/mobile/`));
    expect([disabled.status, await disabled.text()]).toEqual([
      400,
      expect.stringContaining('Client disabled'),
    ]);
    const noImplicit = await fetch(authorizeUrl('hitf-integration', `${t.url}/`));
    expect(await noImplicit.text()).toContain('Grant type not allowed');
    const unknown = await fetch(authorizeUrl('nobody', `${t.url}/`));
    expect(await unknown.text()).toContain('Unknown client');
  });

  it('refuses a form post to an address no longer registered', async () => {
    await save(await admin(), 'PUT', {
      id: 2,
      objectVersionNumber: 1,
      webServerRedirectUri: `${t.url}/mobile-preview/`,
    });
    const key = await (await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`)).text();
    const response = await fetch(`${t.url}/oauth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'polaris-mobile',
        response_type: 'token',
        redirect_uri: `${t.url}/mobile/`,
        username: 'alice',
        password: encryptPassword(key, 'Alice@1234'),
      }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
  });

  it('issues tokens valid as long as the client says', async () => {
    const token = await admin();
    await save(token, 'PUT', { id: 1, objectVersionNumber: 1, accessTokenValidity: 600 });
    const hash = await signInThrough('localhost', `${t.url}/workplace`);
    expect(hash.get('expires_in')).toBe('600');
    const alice = hash.get('access_token') ?? '';
    expect((await callApi(t.url, '/iam/hzero/v1/users/self', { token: alice })).status).toBe(200);
    t.gateway.state.clock.advance(601_000);
    expect((await callApi(t.url, '/iam/hzero/v1/users/self', { token: alice })).status).toBe(401);
    const mobile = await signInThrough('polaris-mobile', `${t.url}/mobile/`);
    expect(mobile.get('expires_in')).toBe('7200');
  });
});
