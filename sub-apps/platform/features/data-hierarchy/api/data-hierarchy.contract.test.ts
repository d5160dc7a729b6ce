/**
 * The Data Hierarchies page's calls through the real client against the mock gateway, signed in
 * as admin (site level): a value disabled here leaves the header's selector of alice (ACME), a
 * level disabled leaves her header; an organisation's role may neither read nor write them.
 */
import { clearRequestCache } from '@polaris/core/request/client';
import { fetchDataHierarchyValue } from '@polaris/core/services/platform/data-hierarchies';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchHierarchyLevels } from './fetch-hierarchy-levels';
import { fetchHierarchyValues } from './fetch-hierarchy-values';
import { saveHierarchyLevel } from './save-hierarchy-level';
import { saveHierarchyValue } from './save-hierarchy-value';

const api = serviceContract('admin');

/** What alice's header offers: each SELECT level's values. */
async function aliceOffers(): Promise<Record<string, string[]>> {
  await api.signIn('alice');
  clearRequestCache();
  const answer = await fetchDataHierarchyValue();
  await api.signIn('admin');
  return Object.fromEntries(
    answer.selectList.map((row) => [
      row.dataHierarchyCode,
      (row.valueList ?? []).map((v) => String(v.value)),
    ]),
  );
}

describe('data hierarchy levels', () => {
  it('list: GET /hpfm/v1/data-hierarchies, every tenant’s levels, filtered by tenant', async () => {
    const page = await fetchHierarchyLevels({ tenantId: 1 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/data-hierarchies',
      query: { tenantId: '1' },
    });
    expect(page.content.map((row) => row.dataHierarchyCode)).toEqual(['PROJECT', 'COMPANY']);
    expect(page.content[0]).toEqual({
      dataHierarchyId: 1,
      tenantId: 1,
      tenantName: 'Acme Property',
      dataHierarchyCode: 'PROJECT',
      dataHierarchyName: '项目',
      displayStyle: 'SELECT',
      enabledFlag: 1,
      objectVersionNumber: 1,
      _tls: { dataHierarchyName: { zh_CN: '项目', en_US: 'Project' } },
    });
    expect((await fetchHierarchyLevels()).totalElements).toBe(3);
  });

  it('create: POST a SELECT level of ACME; with a value it is in alice’s header', async () => {
    const level = await saveHierarchyLevel({
      tenantId: 1,
      dataHierarchyCode: 'BUILDING',
      displayStyle: 'SELECT',
      enabledFlag: 1,
      _tls: { dataHierarchyName: { zh_CN: '楼栋', en_US: 'Building' } },
    });
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hpfm/v1/data-hierarchies' });
    expect(level).toMatchObject({ dataHierarchyId: 4, dataHierarchyName: '楼栋', enabledFlag: 1 });
    await saveHierarchyValue({
      dataHierarchyId: level.dataHierarchyId,
      value: 'B1',
      enabledFlag: 1,
      _tls: { meaning: { zh_CN: '一号楼', en_US: 'Building 1' } },
    });
    expect(await aliceOffers()).toEqual({ PROJECT: ['P001', 'P002', 'P003'], BUILDING: ['B1'] });
    await expect(
      saveHierarchyLevel({
        tenantId: 1,
        dataHierarchyCode: 'BUILDING',
        _tls: { dataHierarchyName: { zh_CN: '楼', en_US: 'B' } },
      }),
    ).rejects.toMatchObject({ code: 'error.data_exists' });
    await expect(
      saveHierarchyLevel({
        tenantId: 1,
        dataHierarchyCode: 'bad code',
        _tls: { dataHierarchyName: { zh_CN: '楼', en_US: 'B' } },
      }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    expect(api.notices.at(-1)?.description).toContain('dataHierarchyCode');
  });

  it('disable: PUT enabledFlag 0; the level leaves alice’s header, enable brings it back', async () => {
    const saved = await saveHierarchyLevel({
      dataHierarchyId: 1,
      objectVersionNumber: 1,
      enabledFlag: 0,
    });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/data-hierarchies',
      query: {},
      body: { dataHierarchyId: 1, objectVersionNumber: 1, enabledFlag: 0 },
    });
    expect(saved).toMatchObject({ enabledFlag: 0, objectVersionNumber: 2 });
    expect(await aliceOffers()).toEqual({});
    await saveHierarchyLevel({ dataHierarchyId: 1, objectVersionNumber: 2, enabledFlag: 1 });
    expect(await aliceOffers()).toEqual({ PROJECT: ['P001', 'P002', 'P003'] });
  });
});

describe('data hierarchy values', () => {
  it('list, rename and disable a value: the header offers the enabled ones', async () => {
    const page = await fetchHierarchyValues({ dataHierarchyId: 1 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/data-hierarchies/values',
      query: { dataHierarchyId: '1' },
    });
    expect(page.content.map((row) => [row.value, row.meaning])).toEqual([
      ['P001', '阳光花园'],
      ['P002', '湖畔苑'],
      ['P003', '中央广场'],
    ]);
    const lakeside = page.content[1];
    const saved = await saveHierarchyValue({
      valueId: lakeside.valueId,
      objectVersionNumber: 1,
      enabledFlag: 0,
      _tls: { meaning: { zh_CN: '湖畔苑（旧）', en_US: 'Lakeside Court (old)' } },
    });
    expect(saved).toMatchObject({ meaning: '湖畔苑（旧）', enabledFlag: 0 });
    expect(await aliceOffers()).toEqual({ PROJECT: ['P001', 'P003'] });
    await expect(
      saveHierarchyValue({ valueId: lakeside.valueId, objectVersionNumber: 1, enabledFlag: 1 }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
  });

  it('a value of a level is new within it; an unknown level is not found', async () => {
    const meaning = { zh_CN: '重复', en_US: 'Again' };
    await expect(
      saveHierarchyValue({ dataHierarchyId: 1, value: 'P001', _tls: { meaning } }),
    ).rejects.toMatchObject({ code: 'error.data_exists' });
    await expect(
      saveHierarchyValue({ dataHierarchyId: 99, value: 'X1', _tls: { meaning } }),
    ).rejects.toMatchObject({ code: 'error.record.not_found' });
  });

  it('an organisation’s role may neither read nor change the hierarchies', async () => {
    await api.signIn('alice');
    await expect(fetchHierarchyLevels()).rejects.toMatchObject({
      code: 'error.permission.site_level',
    });
    await expect(
      saveHierarchyValue({ valueId: 1, objectVersionNumber: 1, enabledFlag: 0 }),
    ).rejects.toMatchObject({ code: 'error.permission.site_level' });
  });
});
