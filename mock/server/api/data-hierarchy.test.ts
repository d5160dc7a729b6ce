// Data hierarchy switch: values per session, only for users with dataHierarchyFlag 1.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = async (path: string, token?: string) => (await callApi(t.url, path, { token })).body;
const BASE = '/hpfm/v1/1/data-hierarchies/switch';
const put = (query: string, token: string) =>
  callApi(t.url, `${BASE}?${query}`, {
    method: 'POST',
    token,
    headers: { 'X-HTTP-Method-Override': 'PUT' },
  });

describe('GET …/data-hierarchies/switch/value', () => {
  it('answers the SELECT-style hierarchies of the tenant and whether MODAL ones exist', async () => {
    const body = await get(`${BASE}/value`, signIn('alice'));
    expect(body.hasSelect).toBe(true);
    expect(body.hasModal).toBe(true);
    expect(body.selectList).toEqual([
      {
        dataHierarchyId: 1,
        dataHierarchyCode: 'PROJECT',
        dataHierarchyName: 'Project',
        displayStyle: 'SELECT',
        dataHierarchyValue: 'P001',
        dataHierarchyMeaning: 'Sunrise Garden',
        valueList: [
          { value: 'P001', meaning: 'Sunrise Garden' },
          { value: 'P002', meaning: 'Lakeside Court' },
          { value: 'P003', meaning: 'Central Plaza' },
        ],
      },
    ]);
  });

  it.each([
    ['de_DE', 'Project', 'Sunrise Garden'],
    ['ja_JP', 'Project', 'Sunrise Garden'],
    ['zh_CN', '项目', '阳光花园'],
  ])('names them in %s where translated, else in English', async (language, name, meaning) => {
    const token = signIn('alice');
    await callApi(t.url, `/iam/hzero/v1/users/default-language?language=${language}`, {
      method: 'PUT',
      token,
    });
    const [row] = (await get(`${BASE}/value`, token)).selectList;
    expect(row).toMatchObject({ dataHierarchyName: name, dataHierarchyMeaning: meaning });
    expect(row.valueList[1]).toEqual({
      value: 'P002',
      meaning: language === 'zh_CN' ? '湖畔苑' : 'Lakeside Court',
    });
  });

  it('answers Globex hierarchies after a tenant switch', async () => {
    const token = signIn('alice');
    await callApi(t.url, '/iam/v1/users/tenant-id?tenantId=2', { method: 'PUT', token });
    const body = await get('/hpfm/v1/2/data-hierarchies/switch/value', token);
    expect(body).toEqual({ selectList: [], hasModal: true, hasSelect: false });
    const details = await get('/hpfm/v1/2/data-hierarchies/switch/value/details', token);
    expect(details.map((row: { dataHierarchyCode: string }) => row.dataHierarchyCode)).toEqual([
      'PLANT',
    ]);
  });

  it('answers nothing for a user without data hierarchy', async () => {
    const token = signIn('admin');
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token });
    expect(await get(`${BASE}/value`, token)).toEqual({
      selectList: [],
      hasModal: false,
      hasSelect: false,
    });
    expect(await get(`${BASE}/value/details`, token)).toEqual([]);
    expect(
      (await put('dataHierarchyCode=PROJECT&dataHierarchyValue=P002', token)).body,
    ).toMatchObject({ failed: true, code: 'error.data_hierarchy.disabled' });
  });
});

describe('GET …/switch/value/details', () => {
  it.each([
    ['', ['PROJECT', 'COMPANY']],
    ['?dataHierarchyCode=COMPANY', ['COMPANY']],
    ['?dataHierarchyName=proj', ['PROJECT']],
    ['?displayStyle=MODAL', ['COMPANY']],
  ])('filters %s', async (query, codes) => {
    const rows = await get(`${BASE}/value/details${query}`, signIn('alice'));
    expect(rows.map((row: { dataHierarchyCode: string }) => row.dataHierarchyCode)).toEqual(codes);
  });
});

describe('PUT …/data-hierarchies/switch', () => {
  it('stores the value for the session (via method override) and answers the row', async () => {
    const token = signIn('alice');
    const result = await put(
      'dataHierarchyCode=COMPANY&dataHierarchyValue=C02&dataHierarchyMeaning=whatever',
      token,
    );
    expect(result.body).toMatchObject({
      dataHierarchyCode: 'COMPANY',
      dataHierarchyValue: 'C02',
      dataHierarchyMeaning: 'Acme Property Suzhou',
    });
    const rows = await get(`${BASE}/value/details?dataHierarchyCode=COMPANY`, token);
    expect(rows[0].dataHierarchyValue).toBe('C02');
  });

  it('clears a value when none is given', async () => {
    const token = signIn('alice');
    await put('dataHierarchyCode=PROJECT', token);
    const body = await get(`${BASE}/value`, token);
    expect(body.selectList[0]).toMatchObject({
      dataHierarchyValue: null,
      dataHierarchyMeaning: null,
    });
  });

  it('keeps values per session: a new sign-in starts from the seed', async () => {
    await put('dataHierarchyCode=PROJECT&dataHierarchyValue=P003', signIn('alice'));
    const body = await get(`${BASE}/value`, signIn('alice'));
    expect(body.selectList[0].dataHierarchyValue).toBe('P001');
  });

  it.each([
    [
      'an unknown hierarchy',
      'dataHierarchyCode=PLANT&dataHierarchyValue=F01',
      'error.data_hierarchy.not_found',
    ],
    [
      'an unknown value',
      'dataHierarchyCode=PROJECT&dataHierarchyValue=P999',
      'error.data_hierarchy.value_invalid',
    ],
  ])('answers a failed body for %s and keeps the value', async (_label, query, code) => {
    const token = signIn('alice');
    expect((await put(query, token)).body).toMatchObject({ failed: true, code });
    expect((await get(`${BASE}/value`, token)).selectList[0].dataHierarchyValue).toBe('P001');
  });

  it('is restored by a reset', async () => {
    const token = signIn('alice');
    await put('dataHierarchyCode=PROJECT&dataHierarchyValue=P002', token);
    await callApi(t.url, '/__mock__/reset', { method: 'POST', body: {} });
    expect((await get(`${BASE}/value`, token)).selectList[0].dataHierarchyValue).toBe('P001');
  });
});

describe('GET …/switch/display-style/value and access', () => {
  it('answers the tenant display style as text', async () => {
    const result = await callApi(t.url, `${BASE}/display-style/value`, { token: signIn('alice') });
    expect(result.headers.get('content-type')).toContain('text/plain');
    expect(result.body).toBe('SELECT');
  });

  it.each([`${BASE}/value`, `${BASE}/value/details`, `${BASE}/display-style/value`])(
    '%s checks the organisation and the token',
    async (path) => {
      expect((await callApi(t.url, path)).status).toBe(401);
      const other = path.replace('/v1/1/', '/v1/2/');
      expect(await get(other, signIn('alice'))).toMatchObject({
        failed: true,
        code: 'error.permission.tenant_mismatch',
      });
    },
  );
});
