// Value sets: the header list (site and tenant forms, filters, paging, sorting), one header and
// a set's values. The batch save: value-sets-save.test.ts.
import { useTestGateway } from '../../testing/test-gateway';
import { valueSetTestKit } from './value-sets-test-kit';

const t = useTestGateway();
const { signIn, get, englishAdmin, tenantAdmin, lovIdOf, headerOf } = valueSetTestKit(t);

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
