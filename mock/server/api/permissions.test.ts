// Permission check per role: admin roles approve everything, others their seeded codes and the
// codes of their menu entries; denied
// codes carry controllerType hidden or disabled.
import { rolePermissions } from '../../data/permissions';
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { checkCodes } from './permissions';

const t = useTestGateway();
const PATH = '/iam/hzero/v1/menus/check-permissions';

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const check = (token: string, body: unknown) =>
  callApi(t.url, PATH, { method: 'POST', token, body });

describe('POST /iam/hzero/v1/menus/check-permissions', () => {
  it.each([
    // user, role to switch to (none = starting role), code, approve, controllerType
    ['admin', undefined, 'hpfm.bank.button.edit', true, 'disabled'],
    ['admin', 2, 'acme.property.house.button.delete', true, 'disabled'],
    ['alice', undefined, 'acme.property.house.button.edit', true, 'disabled'],
    ['alice', undefined, 'acme.property.house.button.delete', false, 'hidden'],
    ['alice', undefined, 'acme.property.receipt.button.void', false, 'disabled'],
    // Banks is a site page: its codes are not offered to an organisation role at all
    ['alice', undefined, 'hpfm.bank.button.edit', false, 'hidden'],
    ['alice', 12, 'globex.production.plan.button.release', true, 'disabled'],
    ['alice', 12, 'globex.production.plan.button.delete', false, 'hidden'],
    ['alice', 12, 'acme.property.house.button.edit', false, 'disabled'],
    // a page's authority is its menu code: held with the menu entry
    ['alice', undefined, 'acme.property.house', true, 'disabled'],
    ['alice', undefined, 'hzero.scheduler.job', false, 'disabled'],
    ['alice', 12, 'acme.property.house', false, 'disabled'],
  ] as const)('%s (role %s): %s → approve %s, %s', async (user, roleId, code, approve, type) => {
    const token = signIn(user);
    if (roleId) {
      await callApi(t.url, `/iam/v1/users/roles?roleId=${roleId}`, { method: 'PUT', token });
    }
    const result = await check(token, [code]);
    expect(result.status).toBe(200);
    expect(result.body).toEqual([{ code, approve, controllerType: type }]);
  });

  it('answers one row per distinct code, in request order', async () => {
    const codes = ['b.code', 'hzero.user.info.button.edit', 'b.code', 'a.code'];
    const result = await check(signIn('alice'), codes);
    expect(result.body.map((row: { code: string }) => row.code)).toEqual([
      'b.code',
      'hzero.user.info.button.edit',
      'a.code',
    ]);
    expect(result.body[1].approve).toBe(true);
  });

  it('answers an empty list for no codes', async () => {
    expect((await check(signIn('alice'), [])).body).toEqual([]);
  });

  it.each([
    ['an object', { codes: ['a'] }],
    ['a list with a number', ['a', 1]],
  ])('refuses %s as body with a 400 failed body', async (_label, body) => {
    const result = await check(signIn('alice'), body);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ failed: true, code: 'error.param.invalid' });
  });

  it('needs a token', async () => {
    const result = await callApi(t.url, PATH, { method: 'POST', body: ['a'] });
    expect(result.status).toBe(401);
    expect(result.body.error).toBe('invalid_token');
  });

  it('answers 405 for GET', async () => {
    expect((await callApi(t.url, PATH, { token: signIn('alice') })).status).toBe(405);
  });
});

describe('permission seed', () => {
  it('seeds at least one hidden code per non-admin role, never also approved', () => {
    for (const seed of Object.values(rolePermissions)) {
      expect(seed.hidden.length).toBeGreaterThan(0);
      for (const code of seed.hidden) expect(seed.approved).not.toContain(code);
    }
  });

  it('approves nothing without a role', () => {
    expect(checkCodes(undefined, ['a'])).toEqual([
      { code: 'a', approve: false, controllerType: 'disabled' },
    ]);
  });
});
