// Value sets: the header list (site and tenant forms, filters, paging, sorting), one header, a
// set's values, and the all-or-nothing batch save that the lookups then answer.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = async (path: string, token: string) => (await callApi(t.url, path, { token })).body;
const save = (path: string, token: string, body: unknown) =>
  callApi(t.url, path, { method: 'POST', token, body });

/** admin (site level) reading English: the site form in en_US. */
async function englishAdmin(): Promise<string> {
  const token = signIn('admin');
  await callApi(t.url, '/iam/hzero/v1/users/default-language?language=en_US', {
    method: 'PUT',
    token,
  });
  return token;
}

/** admin as tenant administrator of ACME (role 2, tenant 1): the tenant form. */
async function tenantAdmin(): Promise<string> {
  const token = signIn('admin');
  await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token });
  return token;
}

/** The id of a set, from the gateway state (whoever may see it). */
const lovIdOf = (code: string) => t.gateway.state.admin.valueSets.headerByCode(code, 0)!.lovId;

async function headerOf(code: string, token: string) {
  const page = await get(`/hpfm/v1/lov-headers?lovCode=${code}&size=1000`, token);
  return page.content.find((row: { lovCode: string }) => row.lovCode === code);
}

async function valuesOf(lovId: number, token: string, prefix = '/hpfm/v1') {
  return (await get(`${prefix}/lov-values?lovId=${lovId}&size=100`, token)).content;
}

const CHANGED = {
  failed: true,
  code: 'error.record.changed',
  type: 'warn',
  message: 'The record has been changed by someone else. Refresh and try again.',
};

describe('GET /hpfm/v1[/{organizationId}]/lov-headers', () => {
  it('site form: every set of every organisation, paged by lovId, in the caller language', async () => {
    const body = await get('/hpfm/v1/lov-headers', signIn('admin'));
    expect(body).toMatchObject({ totalElements: 33, size: 10, number: 0, numberOfElements: 10 });
    expect(body.content[0]).toEqual({
      lovId: 1,
      lovCode: 'HPFM.FLAG',
      lovName: '是否标识',
      lovTypeCode: 'IDP',
      description: null,
      enabledFlag: 1,
      tenantId: 0,
      objectVersionNumber: 1,
    });
    const last = await get('/hpfm/v1/lov-headers?page=3&size=10', signIn('admin'));
    expect(last).toMatchObject({ number: 3, numberOfElements: 3 });
  });

  it.each([
    ['lovCode=hsdr', ['HSDR.JOB_STATUS', 'HSDR.JOB_RESULT', 'HSDR.EXECUTOR_STRATEGY']],
    [
      'lovName=status&lovTypeCode=IDP',
      ['HSDR.JOB_STATUS', 'HPFM.EMPLOYEE_STATUS', 'HWFL.PROCESS_STATUS'],
    ],
    ['lovTypeCode=sql', ['HPFM.TENANT', 'HIAM.USER', 'HPFM.COUNTRY']],
    ['lovTypeCode=URL', ['HPFM.EXCHANGE_RATE_TYPE', 'HPFM.BANK']],
    ['enabledFlag=0', ['HPFM.LEGACY_REGION']],
    ['tenantId=2', ['GLOBEX.SHIFT', 'GLOBEX.LINE']],
    ['lovCode=&lovName=&lovTypeCode=&enabledFlag=&lovCode=globex', ['GLOBEX.SHIFT', 'GLOBEX.LINE']],
  ])('filters %s', async (query, codes) => {
    const body = await get(`/hpfm/v1/lov-headers?${query}&size=100`, await englishAdmin());
    expect(body.content.map((row: { lovCode: string }) => row.lovCode)).toEqual(codes);
  });

  it('sorts by any column, either way', async () => {
    const token = signIn('admin');
    const desc = await get('/hpfm/v1/lov-headers?sort=lovCode,desc&size=2', token);
    expect(desc.content.map((r: { lovCode: string }) => r.lovCode)).toEqual([
      'HWFL.PROCESS_STATUS',
      'HWFL.APPROVE_ACTION',
    ]);
    const byTenant = await get('/hpfm/v1/lov-headers?sort=tenantId,desc&size=1', token);
    expect(byTenant.content[0].tenantId).toBe(2);
  });

  it('tenant form: the organisation own sets and the platform ones, never another tenant', async () => {
    const token = await tenantAdmin();
    const body = await get('/hpfm/v1/1/lov-headers?size=100', token);
    expect(body.totalElements).toBe(31);
    const tenants = new Set(body.content.map((row: { tenantId: number }) => row.tenantId));
    expect([...tenants]).toEqual([0, 1]);
    const own = await get('/hpfm/v1/1/lov-headers?lovCode=ACME', token);
    expect(own.content.map((r: { lovName: string }) => r.lovName)).toEqual([
      '房屋类型',
      '报修类别',
    ]);
  });

  it.each([
    ['lovTypeCode=XML', 'lovTypeCode must be one of IDP, SQL, URL'],
    ['enabledFlag=maybe', 'enabledFlag must be 1 or 0, got "maybe"'],
    ['sort=nope,asc', 'sort field nope is not a column of the list'],
    ['sort=lovCode,up', 'sort direction must be asc or desc, got up'],
  ])('refuses %s with a failed body naming it', async (query, message) => {
    expect(await get(`/hpfm/v1/lov-headers?${query}`, await englishAdmin())).toEqual({
      failed: true,
      code: 'error.param.invalid',
      type: 'error',
      message,
    });
  });

  it('answers failed bodies for another organisation in the path', async () => {
    expect(await get('/hpfm/v1/2/lov-headers', signIn('alice'))).toMatchObject({
      failed: true,
      code: 'error.permission.tenant_mismatch',
    });
  });
});

describe('GET /hpfm/v1[/{organizationId}]/lov-headers/{lovId}', () => {
  it('answers one set in the caller language', async () => {
    const token = signIn('alice');
    const { lovId } = await headerOf('HSDR.JOB_STATUS', token);
    expect(await get(`/hpfm/v1/lov-headers/${lovId}`, token)).toMatchObject({
      lovCode: 'HSDR.JOB_STATUS',
      lovName: 'Job status',
      description: 'Status of a scheduled job',
    });
  });

  it('does not show another organisation set on the tenant form, or an unknown id', async () => {
    const token = await tenantAdmin();
    for (const path of [
      `/hpfm/v1/1/lov-headers/${lovIdOf('GLOBEX.SHIFT')}`,
      '/hpfm/v1/lov-headers/999',
    ]) {
      expect(await get(path, token)).toMatchObject({
        failed: true,
        code: 'error.record.not_found',
        type: 'warn',
      });
    }
    expect(await get(`/hpfm/v1/lov-headers/x`, token)).toMatchObject({
      code: 'error.param.invalid',
      message: 'lovId 必须是整数，收到 "x"',
    });
  });
});

describe('GET /hpfm/v1[/{organizationId}]/lov-values', () => {
  it('pages a set values by orderSeq, disabled ones included', async () => {
    const token = signIn('alice');
    const { lovId } = await headerOf('HWFL.APPROVE_ACTION', token);
    const body = await get(`/hpfm/v1/lov-values?lovId=${lovId}&size=3&page=1`, token);
    expect(body).toMatchObject({ totalElements: 10, number: 1, numberOfElements: 3 });
    expect(body.content[0]).toEqual({
      lovValueId: expect.any(Number),
      lovId,
      value: 'ApproveAndAddSign',
      meaning: 'Approve and add signer',
      orderSeq: 40,
      enabledFlag: 1,
      description: null,
      tag: 'blue',
      objectVersionNumber: 1,
    });
    const filtered = await get(`/hpfm/v1/lov-values?lovId=${lovId}&meaning=DELEG`, token);
    expect(filtered.content.map((r: { value: string }) => r.value)).toEqual([
      'Delegate',
      'AutoDelegate',
    ]);
  });

  it('needs lovId, and answers an empty page for a data lookup', async () => {
    const token = signIn('admin');
    expect(await get('/hpfm/v1/lov-values', token)).toMatchObject({
      code: 'error.param.invalid',
      message: 'lovId 必填',
    });
    const { lovId } = await headerOf('HPFM.COUNTRY', token);
    expect((await get(`/hpfm/v1/lov-values?lovId=${lovId}`, token)).totalElements).toBe(0);
  });
});

describe('POST /hpfm/v1[/{organizationId}]/lov-values/batch-save', () => {
  it('creates, updates and deletes in one batch; the lookups answer the result', async () => {
    const token = await englishAdmin();
    const { lovId } = await headerOf('HMSG.MESSAGE_TYPE', token);
    const [msg, notice, email, sms] = await valuesOf(lovId, token);
    const result = await save('/hpfm/v1/lov-values/batch-save', token, [
      { _status: 'create', lovId, value: 'PUSH', meaning: 'App push', tag: 'blue' },
      { ...msg, _status: 'update', meaning: 'Station message', orderSeq: 50 },
      { _status: 'delete', lovValueId: email.lovValueId, objectVersionNumber: 1 },
      { _status: 'update', lovValueId: sms.lovValueId, objectVersionNumber: 1, enabledFlag: 0 },
    ]);
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      expect.objectContaining({
        value: 'PUSH',
        meaning: 'App push',
        orderSeq: 50,
        objectVersionNumber: 1,
      }),
      expect.objectContaining({
        lovValueId: msg.lovValueId,
        meaning: 'Station message',
        objectVersionNumber: 2,
      }),
      expect.objectContaining({
        lovValueId: sms.lovValueId,
        enabledFlag: 0,
        objectVersionNumber: 2,
      }),
    ]);
    expect(result.body[0].lovValueId).toBeGreaterThan(sms.lovValueId);

    const lookup = await get('/hpfm/v1/lovs/value?lovCode=HMSG.MESSAGE_TYPE', token);
    expect(lookup.map((v: { value: string; meaning: string }) => [v.value, v.meaning])).toEqual([
      ['NOTICE', 'Notice'],
      ['MSG', 'Station message'],
      ['PUSH', 'App push'],
    ]);
    const batch = await get('/hpfm/v1/lovs/value/batch?t=HMSG.MESSAGE_TYPE', token);
    expect(batch.t).toEqual(lookup);
    expect(notice.objectVersionNumber).toBe(1);
  });

  it('saves a meaning in the caller language only; a new value starts the same in both', async () => {
    const token = await englishAdmin();
    const { lovId } = await headerOf('HPFM.FLAG', token);
    const [yes] = await valuesOf(lovId, token);
    await save('/hpfm/v1/lov-values/batch-save', token, [
      { ...yes, _status: 'update', meaning: 'Yes please' },
      { _status: 'create', lovId, value: 'U', meaning: 'Unknown' },
    ]);
    const zh = await get('/hpfm/v1/lovs/value?lovCode=HPFM.FLAG&lang=zh_CN', token);
    expect(zh.map((v: { meaning: string }) => v.meaning)).toEqual(['是', '否', 'Unknown']);
  });

  it('keeps the changes until a reset', async () => {
    const token = await englishAdmin();
    const { lovId } = await headerOf('HPFM.GENDER', token);
    await save('/hpfm/v1/lov-values/batch-save', token, [
      { _status: 'create', lovId, value: '9', meaning: 'Not stated' },
    ]);
    expect(await valuesOf(lovId, signIn('admin'))).toHaveLength(3);
    t.gateway.state.reset();
    expect(await valuesOf(lovId, signIn('admin'))).toHaveLength(2);
  });

  it.each([
    [
      'a stale version',
      (lovId: number, [first]: { lovValueId: number }[]) => [
        { _status: 'create', lovId, value: 'NEW', meaning: 'New one' },
        { _status: 'update', lovValueId: first.lovValueId, objectVersionNumber: 7, meaning: 'x' },
      ],
      CHANGED,
    ],
    [
      'a duplicate value (with a stored one)',
      (lovId: number) => [
        { _status: 'create', lovId, value: 'NEW', meaning: 'New one' },
        { _status: 'create', lovId, value: 'MSG', meaning: 'Again' },
      ],
      {
        failed: true,
        code: 'error.lov.value_duplicate',
        type: 'error',
        message: 'Value "MSG" already exists in value set HMSG.MESSAGE_TYPE',
      },
    ],
    [
      'a duplicate value (within the batch)',
      (lovId: number) => [
        { _status: 'create', lovId, value: 'NEW', meaning: 'New one' },
        { _status: 'create', lovId, value: 'NEW', meaning: 'Twice' },
      ],
      {
        code: 'error.lov.value_duplicate',
        message: 'Value "NEW" already exists in value set HMSG.MESSAGE_TYPE',
      },
    ],
    [
      'a missing meaning',
      (lovId: number) => [
        { _status: 'create', lovId, value: 'NEW', meaning: 'New one' },
        { _status: 'create', lovId, value: 'OTHER', meaning: '  ' },
      ],
      { code: 'error.param.invalid', message: 'Row 2: meaning must not be empty' },
    ],
    [
      'a blanked value',
      (_lovId: number, [first]: { lovValueId: number }[]) => [
        { _status: 'update', lovValueId: first.lovValueId, objectVersionNumber: 1, value: '' },
      ],
      { code: 'error.param.invalid', message: 'Row 1: value must not be empty' },
    ],
    [
      'an update without its version',
      (_lovId: number, [first]: { lovValueId: number }[]) => [
        { _status: 'update', lovValueId: first.lovValueId, meaning: 'x' },
      ],
      { code: 'error.param.invalid', message: 'Row 1: objectVersionNumber is required' },
    ],
    [
      'an unknown status',
      () => [{ _status: 'upsert', value: 'A', meaning: 'B' }],
      {
        code: 'error.param.invalid',
        message: 'Row 1: _status must be create, update or delete, got "upsert"',
      },
    ],
    [
      'an unknown value',
      () => [{ _status: 'delete', lovValueId: 99999, objectVersionNumber: 1 }],
      {
        code: 'error.record.not_found',
        message: 'Row 1: value 99999 does not exist (it may have been deleted)',
      },
    ],
  ])('saves nothing for %s', async (_label, rows, failure) => {
    const token = await englishAdmin();
    const { lovId } = await headerOf('HMSG.MESSAGE_TYPE', token);
    const before = await valuesOf(lovId, token);
    const result = await save('/hpfm/v1/lov-values/batch-save', token, rows(lovId, before));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject(failure);
    expect(await valuesOf(lovId, token)).toEqual(before);
  });

  it('answers the stale version in the caller language', async () => {
    const token = signIn('admin');
    const { lovId } = await headerOf('HPFM.FLAG', token);
    const [first] = await valuesOf(lovId, token);
    const body = { ...first, _status: 'update', objectVersionNumber: 0 };
    expect((await save('/hpfm/v1/lov-values/batch-save', token, [body])).body).toEqual({
      ...CHANGED,
      message: '记录已被他人修改，请刷新后重试。',
    });
  });

  it('refuses a body that is not an array of rows', async () => {
    const result = await save('/hpfm/v1/lov-values/batch-save', await englishAdmin(), {
      rows: [],
    });
    expect(result.body).toMatchObject({
      code: 'error.param.invalid',
      message: 'The body must be a JSON array',
    });
  });

  it('tenant form: changes the organisation own sets, never a predefined one', async () => {
    const token = await tenantAdmin();
    const own = await headerOf('ACME.HOUSE_TYPE', token);
    const created = await save('/hpfm/v1/1/lov-values/batch-save', token, [
      { _status: 'create', lovId: own.lovId, value: 'VILLA', meaning: '别墅' },
    ]);
    expect(created.body[0]).toMatchObject({ value: 'VILLA', meaning: '别墅', orderSeq: 50 });
    const lookup = await get('/hpfm/v1/1/lovs/value?lovCode=ACME.HOUSE_TYPE', token);
    expect(lookup.map((v: { value: string }) => v.value)).toContain('VILLA');

    const flag = await headerOf('HPFM.FLAG', token);
    const [yes] = await valuesOf(flag.lovId, token, '/hpfm/v1/1');
    const refused = await save('/hpfm/v1/1/lov-values/batch-save', token, [
      { ...yes, _status: 'update', meaning: '对' },
    ]);
    expect(refused.body).toMatchObject({
      failed: true,
      code: 'error.lov.predefined_read_only',
      message: '第 1 行：值集 HPFM.FLAG 为平台预定义值集，租户不能修改',
    });

    const hidden = await save('/hpfm/v1/1/lov-values/batch-save', token, [
      { _status: 'create', lovId: lovIdOf('GLOBEX.SHIFT'), value: 'D', meaning: 'x' },
    ]);
    expect(hidden.body).toMatchObject({ code: 'error.record.not_found' });
  });

  it('a tenant-level role on the site form gets its organisation view', async () => {
    const token = signIn('alice');
    expect((await get('/hpfm/v1/lov-headers', token)).totalElements).toBe(31);
    const { lovId } = await headerOf('HPFM.FLAG', token);
    const [yes] = await valuesOf(lovId, token);
    const result = await save('/hpfm/v1/lov-values/batch-save', token, [
      { ...yes, _status: 'update', meaning: 'Sure' },
    ]);
    expect(result.body).toMatchObject({ code: 'error.lov.predefined_read_only' });
  });

  it('refuses values for a data lookup', async () => {
    const token = signIn('admin');
    const { lovId } = await headerOf('HPFM.TENANT', token);
    const result = await save('/hpfm/v1/lov-values/batch-save', token, [
      { _status: 'create', lovId, value: '9', meaning: 'x' },
    ]);
    expect(result.body).toMatchObject({ code: 'error.lov.not_independent' });
  });
});

describe('lookups of disabled and URL sets', () => {
  it.each(['HPFM.LEGACY_REGION', 'HPFM.BANK'])('%s answers no values', async (code) => {
    expect(await get(`/hpfm/v1/lovs/value?lovCode=${code}`, signIn('admin'))).toEqual([]);
  });
});
