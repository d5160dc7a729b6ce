// System profiles: both forms' lists and writes, who may, and profile-value answering from them.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const call = (path: string, token: string, method = 'GET', body?: unknown) =>
  callApi(t.url, path, { method, token, body });

/** admin, switched to Acme's tenant-admin role (the tenant form of organisation 1). */
async function acmeAdmin(): Promise<string> {
  const token = signIn('admin');
  await call('/iam/v1/users/roles?roleId=2', token, 'PUT');
  return token;
}

const flagOf = async (token: string, tenantId = 1) =>
  (await call(`/hpfm/v1/${tenantId}/profile-value?profileName=SYNC_WUYE_FLAG`, token)).body;

/** The id of a tenant's SYNC_WUYE_FLAG profile and its GLOBAL value, through the site form. */
async function acmeFlag(admin: string) {
  const list = await call('/hpfm/v1/profiles?profileName=SYNC_WUYE&tenantId=1', admin);
  const [profile] = list.body.content;
  const values = await call(`/hpfm/v1/profiles/${profile.profileId}/values`, admin);
  return { profile, global: values.body.content[0] };
}

describe('GET /hpfm/v1[/{tid}]/profiles', () => {
  it('site form: every organisation’s profiles with the organisation’s name', async () => {
    const { status, body } = await call('/hpfm/v1/profiles', signIn('admin'));
    expect(status).toBe(200);
    expect(
      body.content.map((row: { profileName: string; tenantName: string }) => [
        row.profileName,
        row.tenantName,
      ]),
    ).toEqual([
      ['GLOBEX.SHIFT_HOURS', 'Globex Manufacturing'],
      ['SYNC_WUYE_FLAG', 'HZERO Platform'],
      ['SYNC_WUYE_FLAG', 'Acme Property'],
    ]);
  });

  it('tenant form: the organisation’s own only', async () => {
    const { body } = await call('/hpfm/v1/1/profiles', await acmeAdmin());
    expect(body.content).toEqual([
      expect.objectContaining({ tenantId: 1, profileName: 'SYNC_WUYE_FLAG' }),
    ]);
  });

  it.each([
    ['an organisation role on the site form', 'alice', '/hpfm/v1/profiles', 403],
    ['a role without the page on the tenant form', 'alice', '/hpfm/v1/1/profiles', 403],
  ] as const)('%s: refused', async (_case, user, path, status) => {
    expect((await call(path, signIn(user))).status).toBe(status);
  });

  it('another organisation in the path: refused', async () => {
    const { body } = await call('/hpfm/v1/2/profiles', await acmeAdmin());
    expect(body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });
});

describe('profile values decide profile-value', () => {
  it('the organisation’s value switched off: its users read false', async () => {
    const admin = signIn('admin');
    const alice = signIn('alice');
    expect(await flagOf(alice)).toBe('true');
    const { profile, global } = await acmeFlag(admin);
    const saved = await call(`/hpfm/v1/profiles/${profile.profileId}/values`, admin, 'PUT', {
      ...global,
      value: 'false',
    });
    expect(saved.body).toMatchObject({
      levelCode: 'GLOBAL',
      value: 'false',
      objectVersionNumber: 2,
    });
    expect(await flagOf(alice)).toBe('false');
  });

  it('a role’s value beats the organisation’s, a user’s beats the role’s', async () => {
    const admin = signIn('admin');
    const alice = signIn('alice');
    const { profile } = await acmeFlag(admin);
    const values = `/hpfm/v1/profiles/${profile.profileId}/values`;
    const role = await call(values, admin, 'POST', {
      levelCode: 'ROLE',
      levelValue: 'acme-property-manager',
      value: 'false',
    });
    expect(role.body).toMatchObject({ levelValueDescription: '物业经理' });
    expect(await flagOf(alice)).toBe('false');
    await call(values, admin, 'POST', { levelCode: 'USER', levelValue: 'alice', value: 'true' });
    expect(await flagOf(alice)).toBe('true');
  });

  it('an organisation without its own profile reads the platform’s', async () => {
    const admin = signIn('admin');
    const list = await call('/hpfm/v1/profiles?profileName=SYNC_WUYE&tenantId=0', admin);
    const [platform] = list.body.content;
    const values = await call(`/hpfm/v1/profiles/${platform.profileId}/values`, admin);
    await call(`/hpfm/v1/profiles/${platform.profileId}/values`, admin, 'PUT', {
      ...values.body.content[0],
      value: 'maybe',
    });
    expect(await flagOf(admin, 0)).toBe('maybe');
    expect(await flagOf(signIn('alice'))).toBe('true'); // Acme's own value
  });

  it.each([
    [{ levelCode: 'ROLE', levelValue: 'globex-production-planner', value: 'x' }, 'levelValue'],
    [{ levelCode: 'USER', levelValue: 'nobody', value: 'x' }, 'levelValue'],
    [{ levelCode: 'SITE', levelValue: 'x', value: 'x' }, 'levelCode'],
    [{ levelCode: 'GLOBAL', value: 'x' }, 'GLOBAL'],
  ])('a value for %j: refused, naming %s', async (value, named) => {
    const admin = signIn('admin');
    const { profile } = await acmeFlag(admin);
    const { body } = await call(
      `/hpfm/v1/profiles/${profile.profileId}/values`,
      admin,
      'POST',
      value,
    );
    expect(body).toMatchObject({ failed: true });
    expect(body.message).toContain(named);
  });
});

describe('profile writes', () => {
  it('tenant form: creates in its organisation whatever tenantId says, then deletes', async () => {
    const token = await acmeAdmin();
    const created = await call('/hpfm/v1/1/profiles', token, 'POST', {
      profileName: 'ACME.GREETING',
      description: 'Greeting',
      tenantId: 2,
    });
    expect(created.body).toMatchObject({
      tenantId: 1,
      tenantName: 'Acme Property',
      objectVersionNumber: 1,
    });
    const again = await call('/hpfm/v1/1/profiles', token, 'POST', {
      profileName: 'ACME.GREETING',
      description: 'Twice',
    });
    expect(again.body).toMatchObject({ failed: true, code: 'error.data_exists' });
    await call('/hpfm/v1/1/profiles', token, 'DELETE', created.body);
    const { body } = await call('/hpfm/v1/1/profiles?profileName=ACME.GREETING', token);
    expect(body.content).toEqual([]);
  });

  it('tenant form: another organisation’s profile is not found', async () => {
    const site = await call('/hpfm/v1/profiles?tenantId=2', signIn('admin'));
    const [globex] = site.body.content;
    const token = await acmeAdmin(); // one session per user: the site one ends here
    const changed = await call('/hpfm/v1/1/profiles', token, 'PUT', {
      ...globex,
      description: 'x',
    });
    expect(changed.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
    const values = await call(`/hpfm/v1/1/profiles/${globex.profileId}/values`, token);
    expect(values.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
  });
});
