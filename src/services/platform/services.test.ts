/**
 * The platform services through the real client against the mock gateway, signed in as alice
 * (organisation level, tenant 1: `{tenantPrefix}` and `{tenantId}` are `/1`).
 */
import { selectPrompts } from '../../../mock/server/api/prompts';
import { serviceContract } from '../../../test/support/service-contract';
import type { PublicScope } from '../shared';
import {
  fetchDataHierarchyDetails,
  fetchDataHierarchyDisplayStyle,
  fetchDataHierarchyValue,
  switchDataHierarchy,
} from './data-hierarchies';
import { fetchLovData, fetchLovValues, fetchLovValuesBatch, fetchLovViewInfo } from './lov';
import { fetchPrompts } from './prompts';
import { fetchUiTable } from './ui-table';

const api = serviceContract('alice');

describe('prompts', () => {
  it('tenant form: GET /{organizationId}/prompt/{lang} with the prefixes joined', async () => {
    const texts = await fetchPrompts({
      lang: 'en_US',
      promptKey: ['hzero.common'],
      organizationId: 1,
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/prompt/en_US',
      query: { promptKey: 'hzero.common' },
    });
    expect(texts).toEqual(selectPrompts('en_US', 'hzero.common'));
    expect(Object.keys(texts).length).toBeGreaterThan(0);
  });

  it('public form: GET /prompt/{lang}, several prefixes comma-separated', async () => {
    const texts = await fetchPrompts({ lang: 'zh_CN', promptKey: ['hzero.common', 'hzero.login'] });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/prompt/zh_CN',
      query: { promptKey: 'hzero.common,hzero.login' },
    });
    expect(texts).toEqual(selectPrompts('zh_CN', 'hzero.common,hzero.login'));
  });

  it('is silent: missing texts fall back to the bundled ones without telling the user', async () => {
    api.fault({ path: '/prompt/', status: 500 });
    await expect(fetchPrompts({ lang: 'en_US', promptKey: ['x'] })).rejects.toMatchObject({
      status: 500,
    });
    expect(api.notices).toEqual([]);
  });
});

describe('lookups', () => {
  it.each<[PublicScope, string]>([
    ['auto', '/hpfm/v1/1/lov-view/info'],
    ['public', '/hpfm/v1/pub/lov-view/info'],
    ['tenant', '/hpfm/v1/1/lov-view/info'],
    ['site', '/hpfm/v1/lov-view/info'],
  ])('lov view info (%s): GET %s with query viewCode', async (scope, path) => {
    const view = await fetchLovViewInfo('HWFL.APPROVE_ACTION', scope);
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path,
      query: { viewCode: 'HWFL.APPROVE_ACTION' },
    });
    expect(view).toMatchObject({
      viewCode: 'HWFL.APPROVE_ACTION',
      lovCode: 'HWFL.APPROVE_ACTION',
      valueField: 'value',
      displayField: 'meaning',
    });
  });

  it('lov view info (auto) of a site-level role has no organisation in the path', async () => {
    await api.signIn('admin');
    await fetchLovViewInfo('HWFL.APPROVE_ACTION');
    expect(api.onlySent().path).toBe('/hpfm/v1/lov-view/info');
  });

  it('lov data: GET with the extras and lovCode; a page of the tenant’s rows', async () => {
    const data = await fetchLovData('HIAM.USER', { realName: 'Alice', page: 0, size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/lovs/data',
      query: { realName: 'Alice', page: '0', size: '10', lovCode: 'HIAM.USER' },
    });
    expect(data).toMatchObject({
      content: [expect.objectContaining({ id: 2, realName: 'Alice Chen' })],
      totalElements: 1,
      number: 0,
    });
  });

  it('lov value: GET with query lovCode; the values in the user’s language', async () => {
    const values = await fetchLovValues('HPFM.FLAG');
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/lovs/value',
      query: { lovCode: 'HPFM.FLAG' },
    });
    expect(values).toEqual([
      { value: '1', meaning: 'Yes', orderSeq: 10, tag: null },
      { value: '0', meaning: 'No', orderSeq: 20, tag: null },
    ]);
  });

  it('lov value batch (public): GET /pub with result key = lovCode; values per key', async () => {
    const batch = await fetchLovValuesBatch(
      { flag: 'HPFM.FLAG', enabled: 'HPFM.ENABLED_FLAG' },
      'public',
    );
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/pub/lovs/value/batch',
      query: { flag: 'HPFM.FLAG', enabled: 'HPFM.ENABLED_FLAG' },
    });
    expect(Object.keys(batch)).toEqual(['flag', 'enabled']);
    expect(batch.enabled.map((v) => v.value)).toEqual(['1', '0']);
  });
});

describe('data hierarchies (tenant path)', () => {
  it('value: GET; the select-style hierarchies and which styles there are', async () => {
    const value = await fetchDataHierarchyValue();
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/data-hierarchies/switch/value',
      query: {},
    });
    expect(value).toMatchObject({
      selectList: [{ dataHierarchyCode: 'PROJECT', dataHierarchyValue: 'P001' }],
      hasModal: true,
      hasSelect: true,
    });
  });

  it('details: GET with the filters as query', async () => {
    const details = await fetchDataHierarchyDetails({ dataHierarchyCode: 'COMPANY', page: 0 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/data-hierarchies/switch/value/details',
      query: { dataHierarchyCode: 'COMPANY', page: '0' },
    });
    expect(details).toEqual([
      expect.objectContaining({ dataHierarchyCode: 'COMPANY', dataHierarchyValue: null }),
    ]);
  });

  it('switch: PUT with code, value and meaning as query; the hierarchy with its new value', async () => {
    const row = await switchDataHierarchy({
      dataHierarchyCode: 'COMPANY',
      dataHierarchyValue: 'C01',
      dataHierarchyMeaning: 'Acme',
    });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/1/data-hierarchies/switch',
      query: {
        dataHierarchyCode: 'COMPANY',
        dataHierarchyValue: 'C01',
        dataHierarchyMeaning: 'Acme',
      },
    });
    expect(row).toMatchObject({
      dataHierarchyCode: 'COMPANY',
      dataHierarchyValue: 'C01',
      dataHierarchyMeaning: 'Acme Property Shanghai',
    });
  });

  it('display style: GET, answered as text', async () => {
    await expect(fetchDataHierarchyDisplayStyle()).resolves.toBe('SELECT');
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/data-hierarchies/switch/display-style/value',
      query: {},
    });
  });

  it('display style: a padded text answer reads trimmed', async () => {
    api.fault({ path: 'display-style/value', status: 200, body: 'MODAL\n' });
    await expect(fetchDataHierarchyDisplayStyle()).resolves.toBe('MODAL');
  });
});

describe('table personalisation', () => {
  it('asks GET /{organizationId}/ui-table for a code and gets its saved columns', async () => {
    const table = await fetchUiTable({ code: 'hiam.user.roles.list' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/1/ui-table',
      query: { code: 'hiam.user.roles.list' },
    });
    expect(table.code).toBe('hiam.user.roles.list');
    expect(table.columns.map((column) => [column.fieldName, column.width])).toEqual([
      ['name', 200],
      ['tenantName', 200],
      ['level', 120],
    ]);
  });
});
