/**
 * The value set calls through the real client against the mock gateway: the site form as admin
 * (site level: no organisation in the path), the tenant form as alice (ACME, tenant 1).
 */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchLovHeader } from './fetch-lov-header';
import { fetchLovHeaders } from './fetch-lov-headers';
import { fetchLovValueRows } from './fetch-lov-value-rows';
import { saveLovValues } from './save-lov-values';

const api = serviceContract('admin');

/** The id of a set, from the gateway state. */
const lovIdOf = (code: string) => api.gateway.state.admin.valueSets.headerByCode(code, 0)!.lovId;

describe('value set headers', () => {
  it('site list: GET /lov-headers with the filters and paging; every organisation set', async () => {
    const page = await fetchLovHeaders.site({
      lovCode: 'hsdr',
      lovName: '',
      lovTypeCode: 'IDP',
      page: 0,
      size: 2,
      sort: 'lovCode,asc',
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/lov-headers',
      query: { lovCode: 'hsdr', lovTypeCode: 'IDP', page: '0', size: '2', sort: 'lovCode,asc' },
    });
    expect(page).toMatchObject({ totalElements: 3, size: 2, number: 0, numberOfElements: 2 });
    expect(page.content.map((row) => [row.lovCode, row.lovName])).toEqual([
      ['HSDR.EXECUTOR_STRATEGY', '执行器策略'],
      ['HSDR.JOB_RESULT', '调度结果'],
    ]);
  });

  it('tenant list: GET /{organizationId}/lov-headers; own and predefined sets', async () => {
    await api.signIn('alice');
    const page = await fetchLovHeaders.tenant({ size: 100 });
    expect(api.onlySent()).toMatchObject({ method: 'GET', path: '/hpfm/v1/1/lov-headers' });
    expect(page.totalElements).toBe(31);
    expect(new Set(page.content.map((row) => row.tenantId))).toEqual(new Set([0, 1]));
  });

  it('one header: GET /lov-headers/{lovId}', async () => {
    const lovId = lovIdOf('HPFM.COUNTRY');
    const header = await fetchLovHeader(lovId, 'site');
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: `/hpfm/v1/lov-headers/${lovId}`,
      query: {},
    });
    expect(header).toMatchObject({ lovCode: 'HPFM.COUNTRY', lovTypeCode: 'SQL', tenantId: 0 });
  });
});

describe('value set values', () => {
  it('values: GET /lov-values with lovId and filters', async () => {
    const lovId = lovIdOf('HSDR.JOB_STATUS');
    const page = await fetchLovValueRows.site({ lovId, value: 'r' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/lov-values',
      query: { lovId: String(lovId), value: 'r' },
    });
    expect(page.content.map((row) => [row.value, row.meaning])).toEqual([
      ['RUNNING', '运行中'],
      ['ERROR', '错误'],
    ]);
  });

  it('batch save: POST of the rows; the saved rows, and the lookup answers them', async () => {
    const lovId = lovIdOf('HPFM.GENDER');
    const [male, female] = (await fetchLovValueRows.site({ lovId })).content;
    api.gateway.state.calls.reset();
    const rows = [
      { _status: 'create' as const, lovId, value: '9', meaning: '未说明' },
      { ...male, _status: 'update' as const, meaning: '男性' },
      { _status: 'delete' as const, lovValueId: female.lovValueId, objectVersionNumber: 1 },
    ];
    const saved = await saveLovValues(rows, 'site');
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hpfm/v1/lov-values/batch-save',
      query: {},
      body: rows,
    });
    expect(saved).toEqual([
      expect.objectContaining({ value: '9', meaning: '未说明', objectVersionNumber: 1 }),
      expect.objectContaining({ lovValueId: male.lovValueId, objectVersionNumber: 2 }),
    ]);
    const lookup = await fetchLovValues('HPFM.GENDER', 'site');
    expect(lookup.map((value) => value.meaning)).toEqual(['男性', '未说明']);
  });

  it('batch save of a duplicate: a failed body the user is told about; nothing saved', async () => {
    const lovId = lovIdOf('HPFM.GENDER');
    const rows = [
      { _status: 'create' as const, lovId, value: 'X', meaning: 'x' },
      { _status: 'create' as const, lovId, value: '1', meaning: 'again' },
    ];
    const failure = await saveLovValues(rows, 'site').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ kind: 'business', code: 'error.lov.value_duplicate' });
    expect(api.notices).toEqual([
      expect.objectContaining({ description: '值集 HPFM.GENDER 中已存在值“1”' }),
    ]);
    expect((await fetchLovValueRows.site({ lovId })).totalElements).toBe(2);
  });

  it('batch save with a stale version: a warning, nothing saved', async () => {
    const lovId = lovIdOf('HPFM.GENDER');
    const [male] = (await fetchLovValueRows.site({ lovId })).content;
    await saveLovValues([{ ...male, _status: 'update', meaning: 'M' }], 'site');
    await expect(
      saveLovValues([{ ...male, _status: 'update', meaning: 'N' }], 'site'),
    ).rejects.toMatchObject({ code: 'error.record.changed', noticeType: 'warn' });
    expect((await fetchLovValueRows.site({ lovId })).content[0].meaning).toBe('M');
  });
});
