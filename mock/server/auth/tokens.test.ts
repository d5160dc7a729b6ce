// Bearer checks on every non-public API, token expiry, kickoff and sign-out.
import { callApi, tokenFor, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const SELF = '/iam/hzero/v1/users/self';

describe('401 for unusable tokens', () => {
  it('answers 401 invalid_token without a token', async () => {
    const result = await callApi(t.url, SELF);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ error: 'invalid_token', error_description: expect.any(String) });
  });

  it('answers 401 for an unknown token', async () => {
    expect((await callApi(t.url, SELF, { token: 'no-such-token' })).status).toBe(401);
  });

  it('answers 401 once the token is older than 3600 s', async () => {
    const token = await tokenFor(t.url, 'admin');
    t.gateway.state.clock.advance(3599_000);
    expect((await callApi(t.url, SELF, { token })).status).toBe(200);
    const advanced = await callApi(t.url, '/__mock__/clock', {
      method: 'POST',
      body: { advanceMs: 1000 },
    });
    expect(advanced.body.offsetMs).toBe(3600_000);
    const result = await callApi(t.url, SELF, { token });
    expect(result.status).toBe(401);
    expect(result.body.error_description).toMatch(/expired/i);
  });

  it('kicks off the earlier token when the same user signs in again', async () => {
    const first = await tokenFor(t.url, 'admin');
    const other = await tokenFor(t.url, 'alice');
    const second = await tokenFor(t.url, 'admin');
    const kicked = await callApi(t.url, SELF, { token: first });
    expect(kicked.status).toBe(401);
    expect(kicked.body.error).toBe('invalid_token');
    expect((await callApi(t.url, SELF, { token: second })).status).toBe(200);
    expect((await callApi(t.url, SELF, { token: other })).status).toBe(200);
  });

  it.each([
    ['GET', '/iam/hzero/v1/member-roles/self-roles'],
    ['GET', '/iam/hzero/v1/menus/tree'],
    ['GET', '/hpfm/v1/1/prompt/zh_CN?promptKey=hzero.common'],
    ['PUT', '/iam/v1/users/roles?roleId=1'],
    ['GET', '/hmsg/v1/1/messages/user/count'],
    ['POST', '/iam/hzero/v1/no-such-endpoint'],
  ])('protects %s %s', async (method, path) => {
    expect((await callApi(t.url, path, { method })).status).toBe(401);
  });

  it.each([
    ['GET', '/oauth/oauth/authorize?response_type=token&client_id=localhost&redirect_uri=x', 400],
    ['GET', '/hpfm/v1/tool/pass/public-key', 200],
    ['GET', '/hpfm/v1/prompt/zh_CN?promptKey=hzero.common', 200],
    ['POST', '/oauth/public/token/kickoff?access_token=abc', 200],
    ['GET', '/oauth/static/jsencrypt.min.js', 200],
    ['GET', '/mock-docs/guide.html', 200],
    ['GET', '/__mock__/faults', 200],
  ])('leaves %s %s public', async (method, path, status) => {
    expect((await callApi(t.url, path, { method })).status).toBe(status);
  });

  it('answers 404 for an unknown API path only once the token is valid', async () => {
    const token = await tokenFor(t.url, 'admin');
    const result = await callApi(t.url, '/hpfm/v1/no-such-thing', { token });
    expect(result.status).toBe(404);
    expect(result.body.failed).toBe(true);
  });
});

describe('reading the token', () => {
  it.each(['bearer', 'Bearer', 'BEARER'])('accepts the %s scheme', async (scheme) => {
    const token = await tokenFor(t.url, 'alice');
    const result = await callApi(t.url, SELF, { headers: { Authorization: `${scheme} ${token}` } });
    expect(result.status).toBe(200);
  });

  it('accepts ?access_token= on GET but not on POST', async () => {
    const token = await tokenFor(t.url, 'alice');
    expect((await callApi(t.url, `${SELF}?access_token=${token}`)).status).toBe(200);
    const post = await callApi(t.url, `/iam/v1/users/roles?roleId=12&access_token=${token}`, {
      method: 'PUT',
    });
    expect(post.status).toBe(401);
  });
});

describe('kickoff check', () => {
  const kickoff = async (token: string) =>
    (await callApi(t.url, `/oauth/public/token/kickoff?access_token=${token}`, { method: 'POST' }))
      .body;

  it('answers 1 for a kicked-off token and 0 for valid, expired and unknown ones', async () => {
    const kicked = await tokenFor(t.url, 'alice');
    const valid = await tokenFor(t.url, 'alice');
    expect(await kickoff(kicked)).toEqual({ kickoff: 1 });
    expect(await kickoff(valid)).toEqual({ kickoff: 0 });
    expect(await kickoff('unknown-token')).toEqual({ kickoff: 0 });
    t.gateway.state.clock.advance(3601_000);
    expect(await kickoff(valid)).toEqual({ kickoff: 0 });
  });
});

describe('sign-out', () => {
  it('revokes the token and answers success without a redirect_uri', async () => {
    const token = await tokenFor(t.url, 'admin');
    const result = await callApi(t.url, `/oauth/logout?access_token=${token}`);
    expect(result.body).toEqual({ success: true });
    expect((await callApi(t.url, SELF, { token })).status).toBe(401);
    expect(
      (
        await callApi(t.url, `/oauth/public/token/kickoff?access_token=${token}`, {
          method: 'POST',
        })
      ).body,
    ).toEqual({ kickoff: 0 });
  });

  it('sends the browser to the sign-in page with a trusted redirect_uri', async () => {
    const token = await tokenFor(t.url, 'admin');
    const back = `${t.url}/workplace`;
    const result = await callApi(t.url, `/oauth/logout?redirect_uri=${encodeURIComponent(back)}`, {
      method: 'POST',
      token,
    });
    expect(result.status).toBe(302);
    const location = new URL(result.headers.get('location') as string);
    expect(location.pathname).toBe('/oauth/oauth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(back);
    expect(location.searchParams.get('response_type')).toBe('token');
    expect((await callApi(t.url, SELF, { token })).status).toBe(401);
  });

  it('does not redirect to a foreign redirect_uri', async () => {
    const token = await tokenFor(t.url, 'admin');
    const result = await callApi(
      t.url,
      `/oauth/logout?access_token=${token}&redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true });
  });
});
