// Language list, multi-language field values and the user's default language.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = async (path: string, token: string) => (await callApi(t.url, path, { token })).body;
const overridePut = (path: string, token: string) =>
  callApi(t.url, path, { method: 'POST', token, headers: { 'X-HTTP-Method-Override': 'PUT' } });

describe('GET /hpfm/v1/languages', () => {
  it.each([
    ['/hpfm/v1/languages', true],
    ['/hpfm/v1/languages/list', false],
  ])('%s lists the languages (paged: %s)', async (path, paged) => {
    const body = await get(path, signIn('alice'));
    const rows = (paged ? body.content : body) as { code: string }[];
    expect(rows.map((row) => row.code)).toEqual(['zh_CN', 'en_US', 'ja_JP', 'de_DE']);
    expect(rows[0]).toEqual({
      id: 1,
      code: 'zh_CN',
      name: '简体中文',
      description: expect.any(String),
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
  });

  it('needs a token', async () => {
    expect((await callApi(t.url, '/hpfm/v1/languages')).status).toBe(401);
  });
});

describe('GET /hpfm/v1[/{orgId}]/multi-language', () => {
  async function menuToken(token: string, code: string): Promise<string> {
    const roots = await get('/iam/hzero/v1/menus/tree', token);
    const all = (nodes: { code: string; _token: string; subMenus?: [] }[]): typeof nodes =>
      nodes.flatMap((node) => [node, ...all(node.subMenus ?? [])]);
    return all(roots).find((node) => node.code === code)?._token ?? '';
  }

  it.each(['/hpfm/v1/multi-language', '/hpfm/v1/1/multi-language'])(
    '%s answers every language of a menu name',
    async (path) => {
      const token = signIn('alice');
      const menu = await menuToken(token, 'acme.property.house');
      const rows = await get(`${path}?_token=${menu}&fieldName=name`, token);
      expect(rows).toEqual([
        { lang: 'zh_CN', langName: '简体中文', value: '房屋档案' },
        { lang: 'en_US', langName: 'English', value: 'Houses' },
        { lang: 'ja_JP', langName: '日本語', value: '' },
        { lang: 'de_DE', langName: 'Deutsch', value: '' },
      ]);
    },
  );

  it('answers the ja_JP and de_DE names a menu has, without the en_US fallback', async () => {
    const token = signIn('alice');
    const info = await menuToken(token, 'hzero.user.info');
    const rows = await get(`/hpfm/v1/multi-language?_token=${info}&fieldName=name`, token);
    expect(rows.map((row: { value: string }) => row.value)).toEqual([
      '个人中心',
      'Personal Centre',
      'マイページ',
      'Persönlicher Bereich',
    ]);
  });

  it('answers empty values for a new record (no _token)', async () => {
    const rows = await get('/hpfm/v1/multi-language?fieldName=name', signIn('admin'));
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.value).toBe('');
  });

  it.each([
    ['no fieldName', '?_token=x', 'error.param.invalid'],
    ['an unknown _token', '?_token=nope&fieldName=name', 'error.data.token_invalid'],
  ])('answers a failed body for %s', async (_label, query, code) => {
    const body = await get(`/hpfm/v1/multi-language${query}`, signIn('admin'));
    expect(body).toMatchObject({ failed: true, code });
  });

  it('answers a failed body for another organisation', async () => {
    const body = await get('/hpfm/v1/2/multi-language?fieldName=name', signIn('alice'));
    expect(body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });
});

describe('PUT /iam/hzero/v1/users/default-language', () => {
  it('stores the language through POST + X-HTTP-Method-Override: PUT', async () => {
    const token = signIn('alice');
    const result = await overridePut('/iam/hzero/v1/users/default-language?language=zh_CN', token);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 'zh_CN', name: '简体中文' });
    const self = await get('/iam/hzero/v1/users/self', token);
    expect(self).toMatchObject({
      language: 'zh_CN',
      languageName: '简体中文',
      currentRoleName: '物业经理',
    });
  });

  it('keeps the language for the next sign-in and names menus in it', async () => {
    const first = signIn('admin');
    await callApi(t.url, '/iam/hzero/v1/users/default-language?languageCode=en-US', {
      method: 'PUT',
      token: first,
    });
    const next = signIn('admin');
    expect((await get('/iam/hzero/v1/users/self', next)).language).toBe('en_US');
    const roots = await get('/iam/hzero/v1/menus/tree', next);
    expect(roots.map((root: { name: string }) => root.name)).toContain('Personal');
  });

  it('accepts a partly translated language: role and tenant names follow it', async () => {
    const token = signIn('alice');
    await callApi(t.url, '/iam/hzero/v1/users/default-language?language=de_DE', {
      method: 'PUT',
      token,
    });
    const self = await get('/iam/hzero/v1/users/self', token);
    expect(self).toMatchObject({ language: 'de_DE', languageName: 'Deutsch' });
    expect(self).toMatchObject({
      currentRoleName: 'Immobilienverwalter',
      tenantName: 'Acme Immobilien',
    });
  });

  it.each([
    ['no language', '', 'error.param.invalid'],
    ['an unknown language', '?language=xx_XX', 'error.language.not_supported'],
  ])('answers a failed body for %s and changes nothing', async (_label, query, code) => {
    const token = signIn('alice');
    const result = await callApi(t.url, `/iam/hzero/v1/users/default-language${query}`, {
      method: 'PUT',
      token,
    });
    expect(result.body).toMatchObject({ failed: true, code });
    expect((await get('/iam/hzero/v1/users/self', token)).language).toBe('en_US');
  });

  it('is restored by a reset', async () => {
    const token = signIn('alice');
    await overridePut('/iam/hzero/v1/users/default-language?language=ja_JP', token);
    await callApi(t.url, '/__mock__/reset', { method: 'POST', body: {} });
    expect((await get('/iam/hzero/v1/users/self', token)).language).toBe('en_US');
  });

  it('needs a token', async () => {
    const result = await overridePut('/iam/hzero/v1/users/default-language?language=zh_CN', '');
    expect(result.status).toBe(401);
  });
});
