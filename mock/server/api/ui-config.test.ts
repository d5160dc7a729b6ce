// Table settings per user, static texts and quick entries.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = (path: string, token?: string) => callApi(t.url, path, { token });
const MISMATCH = { failed: true, code: 'error.permission.tenant_mismatch' };

const HOUSE_TABLE = '/hpfm/v1/1/ui-table?code=acme.property.house.list';
const COLUMNS = [
  { fieldName: 'houseName', width: 300, fixed: 'left', hidden: false, sort: 10 },
  { fieldName: 'houseCode', width: null, fixed: null, hidden: true, sort: 20 },
];

describe('/hpfm/v1/{orgId}/ui-table', () => {
  it('answers the default columns until the user saves their own', async () => {
    const { body } = await get(HOUSE_TABLE, signIn('alice'));
    expect(body.code).toBe('acme.property.house.list');
    expect(body.columns[0]).toEqual({
      fieldName: 'houseCode',
      width: 120,
      fixed: 'left',
      hidden: false,
      sort: 10,
    });
  });

  it('answers no columns for a table without settings', async () => {
    const { body } = await get('/hpfm/v1/1/ui-table?code=nothing.here', signIn('alice'));
    expect(body).toEqual({ code: 'nothing.here', columns: [] });
  });

  it('saves per user: the saving user reads them back, another user still gets the default', async () => {
    const alice = signIn('alice');
    const saved = await callApi(t.url, HOUSE_TABLE, {
      method: 'POST',
      token: alice,
      body: { columns: COLUMNS },
    });
    expect(saved.body).toEqual({ code: 'acme.property.house.list', columns: COLUMNS });
    expect((await get(HOUSE_TABLE, alice)).body.columns).toEqual(COLUMNS);
    const admin = signIn('admin');
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token: admin });
    expect((await get(HOUSE_TABLE, admin)).body.columns[0].fieldName).toBe('houseCode');
  });

  it('accepts a bare column array and fills defaults (fixed false → null, hidden 0/1, sort)', async () => {
    const token = signIn('alice');
    const { body } = await callApi(t.url, '/hpfm/v1/1/ui-table?code=x', {
      method: 'POST',
      token,
      body: [{ fieldName: 'a', fixed: false, hidden: 1 }, { fieldName: 'b' }],
    });
    expect(body.columns).toEqual([
      { fieldName: 'a', width: null, fixed: null, hidden: true, sort: 10 },
      { fieldName: 'b', width: null, fixed: null, hidden: false, sort: 20 },
    ]);
  });

  it.each([
    ['no code', '/hpfm/v1/1/ui-table', { columns: [] }, 'error.param.invalid'],
    ['no columns', '/hpfm/v1/1/ui-table?code=x', { code: 'x' }, 'error.param.invalid'],
    [
      'a column without fieldName',
      '/hpfm/v1/1/ui-table?code=x',
      [{ width: 1 }],
      'error.ui_table.column_invalid',
    ],
    [
      'a bad fixed value',
      '/hpfm/v1/1/ui-table?code=x',
      [{ fieldName: 'a', fixed: 'top' }],
      'error.ui_table.column_invalid',
    ],
    [
      'a negative width',
      '/hpfm/v1/1/ui-table?code=x',
      [{ fieldName: 'a', width: -1 }],
      'error.ui_table.column_invalid',
    ],
  ])('refuses %s with a failed body', async (_label, path, body, code) => {
    const result = await callApi(t.url, path, { method: 'POST', token: signIn('alice'), body });
    expect(result.body).toMatchObject({ failed: true, code });
  });

  it('is cleared by a reset', async () => {
    const token = signIn('alice');
    await callApi(t.url, HOUSE_TABLE, { method: 'POST', token, body: { columns: COLUMNS } });
    await callApi(t.url, '/__mock__/reset', { method: 'POST', body: {} });
    expect((await get(HOUSE_TABLE, token)).body.columns[0].fieldName).toBe('houseCode');
  });

  it('checks the organisation and the token', async () => {
    expect((await get('/hpfm/v1/2/ui-table?code=x', signIn('alice'))).body).toMatchObject(MISMATCH);
    expect((await get(HOUSE_TABLE)).status).toBe(401);
  });
});

describe('static texts', () => {
  const byCode = (prefix: string, query: string) =>
    `/hpfm/v1${prefix}/static-texts/text/by-code/nullable?${query}`;

  it.each([
    [
      'alice, tenant text',
      'alice',
      '/1',
      'textCode=HPFM.WORKPLACE_NOTICE',
      'Acme workplace notice',
    ],
    [
      'alice, lang=zh_CN',
      'alice',
      '/1',
      'textCode=HPFM.WORKPLACE_NOTICE&lang=zh_CN',
      'Acme 工作台公告',
    ],
    ['admin, platform text', 'admin', '', 'textCode=HPFM.WORKPLACE_NOTICE', '工作台公告'],
    ['alice, platform text', 'alice', '/1', 'textCode=HPFM.USER_AGREEMENT', 'User agreement'],
  ] as const)('%s', async (_label, user, prefix, query, title) => {
    const { status, body } = await get(byCode(prefix, query), signIn(user));
    expect(status).toBe(200);
    expect(body).toMatchObject({ title, text: expect.stringContaining('<') });
    expect(body.textCode).toBe(new URLSearchParams(query).get('textCode'));
  });

  it.each([
    ['a text missing in the language', '', 'textCode=HPFM.PRIVACY_POLICY&lang=en_US'],
    ['an unknown code', '', 'textCode=NOPE'],
  ])('answers 204 with no body for %s', async (_label, prefix, query) => {
    const { status, body } = await get(byCode(prefix, query), signIn('admin'));
    expect(status).toBe(204);
    expect(body).toBe('');
  });

  it('answers a failed body without textCode or for another tenant', async () => {
    const token = signIn('alice');
    expect((await get(byCode('/1', ''), token)).body).toMatchObject({ failed: true });
    expect((await get(byCode('/2', 'textCode=A'), token)).body).toMatchObject(MISMATCH);
  });

  it('lists the text codes visible in a language, tenant texts replacing platform ones', async () => {
    const { body } = await get('/hpfm/v1/1/static-texts/text-code?lang=zh_CN', signIn('alice'));
    expect(
      body.map((row: { textCode: string; tenantId: number }) => [row.textCode, row.tenantId]),
    ).toEqual([
      ['HPFM.USER_AGREEMENT', 0],
      ['HPFM.PRIVACY_POLICY', 0],
      ['HPFM.WORKPLACE_NOTICE', 1],
    ]);
    const filtered = await get('/hpfm/v1/static-texts/text-code?textCode=HPFM.P', signIn('admin'));
    expect(filtered.body).toEqual([
      { textId: 3, textCode: 'HPFM.PRIVACY_POLICY', title: '隐私政策', lang: 'zh_CN', tenantId: 0 },
    ]);
  });
});

describe('GET /hpfm/v1[/{tenantId}]/quick-entry/map-list', () => {
  it.each([
    [
      'alice',
      '/hpfm/v1/1/quick-entry/map-list',
      ['Houses', 'Bills', 'Repair Orders', 'Personal Centre'],
    ],
    ['admin', '/hpfm/v1/quick-entry/map-list', ['租户信息', '角色管理', '菜单配置', '个人中心']],
  ] as const)('%s: %s', async (user, path, titles) => {
    const { body } = await get(path, signIn(user));
    expect(body.map((entry: { title: string }) => entry.title)).toEqual(titles);
    for (const entry of body) {
      expect(entry).toEqual({
        quickEntryId: expect.any(Number),
        code: expect.any(String),
        title: expect.any(String),
        icon: expect.any(String),
        route: expect.stringMatching(/^\//),
      });
    }
  });

  it("names the entries like the menu tree in the user's partial language", async () => {
    const token = signIn('alice');
    await callApi(t.url, '/iam/hzero/v1/users/default-language?language=de_DE', {
      method: 'PUT',
      token,
    });
    const { body } = await get('/hpfm/v1/1/quick-entry/map-list', token);
    expect(body.map((entry: { title: string }) => entry.title)).toEqual([
      'Houses',
      'Bills',
      'Repair Orders',
      'Persönlicher Bereich',
    ]);
  });

  it('follows the current role', async () => {
    const token = signIn('alice');
    await callApi(t.url, '/iam/v1/users/roles?roleId=12', { method: 'PUT', token });
    const { body } = await get('/hpfm/v1/2/quick-entry/map-list', token);
    expect(body.map((entry: { route: string }) => entry.route)).toEqual([
      '/mes/plan',
      '/hpfm/gantt',
      '/hiam/user/info',
    ]);
  });
});
