// Value sets: the all-or-nothing batch save, and the lookups answering what it saved.
import { useTestGateway } from '../../testing/test-gateway';
import { CHANGED, valueSetTestKit } from './value-sets-test-kit';

const t = useTestGateway();
const { signIn, get, save, englishAdmin, tenantAdmin, lovIdOf, headerOf, valuesOf } =
  valueSetTestKit(t);

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

  it('a tenant-level role reads the site form as its organisation view, writes nothing there', async () => {
    const token = signIn('alice');
    expect((await get('/hpfm/v1/lov-headers', token)).totalElements).toBe(31);
    const { lovId } = await headerOf('HPFM.FLAG', token);
    const [yes] = await valuesOf(lovId, token);
    const result = await save('/hpfm/v1/lov-values/batch-save', token, [
      { ...yes, _status: 'update', meaning: 'Sure' },
    ]);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'error.permission.site_level', type: 'warn' });
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
