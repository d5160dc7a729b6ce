// Platform data (tenant 0, site level) is written by site-level roles only: the currency update
// and the value sets' site form refuse every organisation's role (its administrator included)
// with HTTP 403 in the caller's language, and change nothing; the permission check does not offer
// those pages and buttons to such a role. Reading the platform's currencies stays open.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

/** A session of the user, switched to the role (none: the starting role). */
const session = (user: 'admin' | 'alice', roleId?: number) => sessionAs(t, user, roleId);

const usd = async (token: string) =>
  (await callApi(t.url, '/hpfm/v1/currencys?currencyCode=USD', { token })).body.content[0];

const putCurrency = (token: string, body: unknown) =>
  callApi(t.url, '/hpfm/v1/currencys', { method: 'PUT', token, body });

const SITE_ONLY_EN =
  'Only a platform (site-level) role may change currencies: the current role belongs to an organisation';

describe('PUT /hpfm/v1/currencys', () => {
  it.each([
    ['alice', 11, SITE_ONLY_EN],
    ['alice', 12, SITE_ONLY_EN],
    ['admin', 2, '只有平台级角色才能修改币种，当前角色属于租户'],
  ] as const)(
    'refuses %s under role %i with 403, saving nothing',
    async (user, roleId, message) => {
      const token = await session(user, roleId);
      const before = await usd(token);
      const result = await putCurrency(token, { ...before, currencySymbol: 'US$' });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({
        failed: true,
        code: 'error.permission.site_level',
        type: 'warn',
        message,
      });
      expect(await usd(token)).toEqual(before);
    },
  );

  it('lets the platform administrator change it, and everybody read it', async () => {
    const admin = await session('admin');
    const saved = await putCurrency(admin, { ...(await usd(admin)), currencySymbol: 'US$' });
    expect(saved.body).toMatchObject({ currencySymbol: 'US$', objectVersionNumber: 2 });
    expect(await usd(await session('alice', 12))).toMatchObject({ currencySymbol: 'US$' });
  });
});

describe('POST /hpfm/v1/lov-values/batch-save (the site form)', () => {
  const flagValues = async (token: string) => {
    const lovId = t.gateway.state.admin.valueSets.headerByCode('HPFM.FLAG', 0)!.lovId;
    const page = await callApi(t.url, `/hpfm/v1/lov-values?lovId=${lovId}`, { token });
    return page.body.content as { lovValueId: number; objectVersionNumber: number }[];
  };

  it.each([
    ['alice', 11],
    ['admin', 2],
  ] as const)('refuses %s under role %i with 403', async (user, roleId) => {
    const token = await session(user, roleId);
    const [yes] = await flagValues(token);
    const result = await callApi(t.url, '/hpfm/v1/lov-values/batch-save', {
      method: 'POST',
      token,
      body: [{ ...yes, _status: 'update', meaning: 'Sure' }],
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ failed: true, code: 'error.permission.site_level' });
    expect(await flagValues(token)).toEqual([yes, expect.anything()]);
  });

  it('still lets an organisation change its own set through its tenant form', async () => {
    const token = await session('alice', 12);
    const lovId = t.gateway.state.admin.valueSets.headerByCode('GLOBEX.SHIFT', 2)!.lovId;
    const result = await callApi(t.url, '/hpfm/v1/2/lov-values/batch-save', {
      method: 'POST',
      token,
      body: [{ _status: 'create', lovId, value: 'N2', meaning: 'Night 2' }],
    });
    expect(result.body).toEqual([expect.objectContaining({ value: 'N2', lovId })]);
  });
});

describe('the permission check for the platform pages', () => {
  const CODES = [
    'hzero.platform.currency',
    'hpfm.currency.button.edit',
    'hzero.platform.value-list',
    'hzero.message.notice',
  ];

  it.each([
    ['admin', undefined, true],
    ['admin', 2, false],
    ['alice', 11, false],
    ['alice', 12, false],
  ] as const)('%s under role %s: approved %s', async (user, roleId, approve) => {
    const token = await session(user, roleId);
    const result = await callApi(t.url, '/iam/hzero/v1/menus/check-permissions', {
      method: 'POST',
      token,
      body: CODES,
    });
    const controllerType = approve ? 'disabled' : 'hidden';
    expect(result.body).toEqual(CODES.map((code) => ({ code, approve, controllerType })));
  });
});
