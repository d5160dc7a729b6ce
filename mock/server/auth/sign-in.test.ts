// The implicit-flow sign-in over HTTP, as a browser (or the login page's script) performs it.
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { encryptPassword, signInViaHttp } from '../../testing/sign-in';

const t = useTestGateway({ allowedRedirectOrigins: ['http://dev.localhost:8001'] });

function authorizeQuery(
  redirectUri: string | undefined,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ response_type: 'token', client_id: 'localhost', ...extra });
  if (redirectUri !== undefined) query.set('redirect_uri', redirectUri);
  return query.toString();
}

async function postLogin(fields: Record<string, string>): Promise<Response> {
  return fetch(`${t.url}/oauth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'localhost',
      response_type: 'token',
      redirect_uri: `${t.url}/workplace`,
      ...fields,
    }).toString(),
    redirect: 'manual',
  });
}

async function encrypted(password: string): Promise<string> {
  const key = await (await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`)).text();
  return encryptPassword(key, password);
}

describe('sign-in page', () => {
  it('renders a self-contained form with labelled username and password inputs', async () => {
    const response = await fetch(`${t.url}/oauth/oauth/authorize?${authorizeQuery(`${t.url}/`)}`);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(page).toMatch(/<form[^>]*method="post"[^>]*action="\/oauth\/login"/);
    expect(page).toMatch(/<label for="username">/);
    expect(page).toMatch(/<input type="text" id="username" name="username"/);
    expect(page).toMatch(/<label for="password">/);
    expect(page).toMatch(/<input type="password" id="password" name="password"/);
    expect(page).toMatch(/<button type="submit"/);
    expect(page).toContain('src="/oauth/static/jsencrypt.min.js"');
    expect(page).toContain('/hpfm/v1/tool/pass/public-key');
    // No CDN or any other external address.
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page).not.toMatch(/fetch\('https?:/);
  });

  it('serves JSEncrypt from the gateway itself', async () => {
    const response = await fetch(`${t.url}/oauth/static/jsencrypt.min.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('JSEncrypt');
  });

  it('publishes the public key as base64 text', async () => {
    const response = await fetch(`${t.url}/hpfm/v1/tool/pass/public-key`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(
      /^MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ[A-Za-z0-9+/]+=*$/,
    );
  });
});

describe('signing in', () => {
  it('redirects to redirect_uri with the tokens in the hash', async () => {
    const response = await postLogin({
      username: 'admin',
      password: await encrypted('Admin@1234'),
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.url}/workplace`);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('access_token')).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(hash.get('refresh_token')).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('expires_in')).toBe('3600');
    const self = await callApi(t.url, '/iam/hzero/v1/users/self', {
      token: hash.get('access_token')!,
    });
    expect(self.body.loginName).toBe('admin');
  });

  it('keeps the query of redirect_uri and replaces an existing hash', async () => {
    const response = await postLogin({
      username: 'alice',
      password: await encrypted('Alice@1234'),
      redirect_uri: `${t.url}/hiam/user/info?tab=1#old=fragment`,
    });
    const location = new URL(response.headers.get('location') as string);
    expect(location.pathname + location.search).toBe('/hiam/user/info?tab=1');
    expect(location.hash).not.toContain('old=fragment');
    expect(location.hash).toMatch(/^#access_token=/);
  });

  it('is what signInViaHttp does', async () => {
    const tokens = await signInViaHttp(t.url, 'alice', 'Alice@1234');
    expect(tokens.accessToken).toMatch(/^[0-9a-zA-Z-]+$/);
    expect(tokens.refreshToken).not.toBe(tokens.accessToken);
    await expect(signInViaHttp(t.url, 'alice', 'wrong')).rejects.toThrow(
      /Incorrect username or password/,
    );
  });

  it.each([
    ['a wrong password', 'admin', 'Wrong@1234'],
    ['an unknown user', 'nobody', 'Admin@1234'],
  ])(
    'shows the form again with an error for %s, keeping the username',
    async (_l, username, pw) => {
      const response = await postLogin({ username, password: await encrypted(pw) });
      const page = await response.text();
      expect(response.status).toBe(200);
      expect(page).toContain('Incorrect username or password');
      expect(page).toContain('用户名或密码错误');
      expect(page).toMatch(new RegExp(`name="username"[^>]*value="${username}"`));
      expect(page).not.toContain(pw);
    },
  );

  it('escapes the username it shows again', async () => {
    const response = await postLogin({
      username: '"><script>x()</script>',
      password: await encrypted('x'),
    });
    const page = await response.text();
    expect(page).not.toContain('<script>x()</script>');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');
  });

  it('refuses a password that was not encrypted', async () => {
    const response = await postLogin({ username: 'admin', password: 'Admin@1234' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Incorrect username or password');
  });

  it.each([
    ['an empty username', { username: '', password: 'x' }],
    ['an empty password', { username: 'admin', password: '' }],
    ['both empty', { username: '  ', password: '' }],
  ])('asks for both fields on %s', async (_label, fields) => {
    const page = await (await postLogin(fields)).text();
    expect(page).toContain('Please enter your username and password');
    expect(page).toContain('请输入用户名和密码');
  });
});

describe('redirect_uri and client checks (no open redirect)', () => {
  it.each([
    ['missing', undefined],
    ['unparsable', 'not a url'],
    ['a foreign origin', 'https://evil.example/steal'],
    ['the same host on another port', 'http://localhost:1/'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses a redirect_uri that is %s with a 400 page', async (_label, redirectUri) => {
    const response = await fetch(`${t.url}/oauth/oauth/authorize?${authorizeQuery(redirectUri)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect address is not allowed');
  });

  it('refuses the same on the form post, issuing no token', async () => {
    const response = await postLogin({
      username: 'admin',
      password: await encrypted('Admin@1234'),
      redirect_uri: 'https://evil.example/',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(t.gateway.state.tokens.list()).toHaveLength(0);
  });

  it('accepts a configured extra origin', async () => {
    const redirectUri = 'http://dev.localhost:8001/workplace';
    const page = await fetch(`${t.url}/oauth/oauth/authorize?${authorizeQuery(redirectUri)}`);
    expect(page.status).toBe(200);
    const tokens = await signInViaHttp(t.url, 'admin', 'Admin@1234', { redirectUri });
    expect(tokens.accessToken).toBeTruthy();
  });

  it.each([
    ['an unknown client_id', { client_id: 'other' }, 'Unknown client'],
    ['response_type=code', { response_type: 'code' }, 'Unsupported response type'],
  ])('refuses %s with a 400 page', async (_label, extra, message) => {
    const response = await fetch(
      `${t.url}/oauth/oauth/authorize?${authorizeQuery(`${t.url}/`, extra)}`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });
});
