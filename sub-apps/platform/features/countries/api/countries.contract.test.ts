/**
 * The country and region calls through the real client, signed in as admin (site level); what
 * the HPFM.COUNTRY lookup (every country field) offers follows them.
 */
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchLovData, lovDataRows } from '@polaris/core/services/platform/lov';
import type { CountryDto } from '@polaris/core/services/platform/types';
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteCountry } from './delete-country';
import { deleteRegion } from './delete-region';
import { fetchCountries } from './fetch-countries';
import { fetchRegionsOf } from './fetch-regions';
import { saveCountry } from './save-country';
import { saveRegion } from './save-region';

const api = serviceContract('admin');

const lookupCodes = async (countryCode: string) =>
  lovDataRows(await fetchLovData<CountryDto>('HPFM.COUNTRY', { countryCode })).map(
    (row) => row.countryCode,
  );

describe('countries', () => {
  it('list: GET /countries with the filters and paging', async () => {
    const page = await fetchCountries({ countryName: '中国', page: 0, size: 2 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/countries',
      query: { countryName: '中国', page: '0', size: '2' },
    });
    expect(page).toMatchObject({ totalElements: 4, numberOfElements: 2 });
    expect(page.content[0]).toEqual({
      countryId: 1,
      countryCode: 'CN',
      countryName: '中国',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
  });

  it('a created country is offered by HPFM.COUNTRY; disabled, it is not (the list keeps it)', async () => {
    const saved = await saveCountry({ countryCode: 'PT', countryName: '葡萄牙', enabledFlag: 1 });
    expect(api.onlySent()).toMatchObject({
      method: 'POST',
      path: '/hpfm/v1/countries',
      body: { countryCode: 'PT', countryName: '葡萄牙', enabledFlag: 1 },
    });
    expect(saved).toMatchObject({ countryCode: 'PT', objectVersionNumber: 1 });
    expect(await lookupCodes('PT')).toEqual(['PT']);
    await saveCountry({ countryId: saved.countryId, objectVersionNumber: 1, enabledFlag: 0 });
    expect(await lookupCodes('PT')).toEqual([]);
    expect((await fetchCountries({ countryCode: 'PT' })).content[0]).toMatchObject({
      enabledFlag: 0,
      objectVersionNumber: 2,
    });
  });

  it('refusals name the field or the record: code, duplicate, in use', async () => {
    await expect(
      saveCountry({ countryCode: 'cn', countryName: 'x', enabledFlag: 1 }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    await expect(
      saveCountry({ countryCode: 'CN', countryName: 'x', enabledFlag: 1 }),
    ).rejects.toMatchObject({ code: 'error.data_exists' });
    const [us] = (await fetchCountries({ countryCode: 'US' })).content;
    await expect(deleteCountry(us)).rejects.toMatchObject({ code: 'error.record.in_use' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      'countryCode 必须是两个大写字母（ISO 3166-1）',
      '国家/地区 CN 已存在',
      '币种 USD 使用国家/地区 US，请改为禁用',
    ]);
  });

  it('delete: a country nothing uses goes, from the list and the lookup', async () => {
    const [fr] = (await fetchCountries({ countryCode: 'FR' })).content;
    api.gateway.state.calls.reset();
    await deleteCountry(fr);
    expect(api.onlySent()).toMatchObject({
      method: 'DELETE',
      body: { countryId: fr.countryId, objectVersionNumber: 1 },
    });
    expect((await fetchCountries({ countryCode: 'FR' })).totalElements).toBe(0);
    expect(await lookupCodes('FR')).toEqual([]);
  });

  it('by an organisation role: writes refused (403), nothing saved', async () => {
    await api.signIn('alice');
    setLanguage('en_US');
    await expect(
      saveCountry({ countryCode: 'PT', countryName: 'Portugal', enabledFlag: 1 }),
    ).rejects.toMatchObject({ status: 403, code: 'error.permission.site_level' });
    expect((await fetchCountries({ countryCode: 'PT' })).totalElements).toBe(0);
  });
});

describe('regions', () => {
  it('a country’s regions: list, create, update, delete at /countries/{id}/regions', async () => {
    const regions = fetchRegionsOf(1);
    const page = await regions({ regionName: '上海' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/countries/1/regions',
      query: { regionName: '上海' },
    });
    expect(page.content).toEqual([
      {
        regionId: 2,
        countryId: 1,
        regionCode: '310000',
        regionName: '上海市',
        enabledFlag: 1,
        objectVersionNumber: 1,
      },
    ]);
    const created = await saveRegion(1, {
      regionCode: '320000',
      regionName: '江苏省',
      enabledFlag: 1,
    });
    expect(created).toMatchObject({ countryId: 1, regionCode: '320000', objectVersionNumber: 1 });
    const renamed = await saveRegion(1, {
      regionId: created.regionId,
      objectVersionNumber: 1,
      regionName: '江苏',
    });
    expect(renamed).toMatchObject({ regionName: '江苏', objectVersionNumber: 2 });
    await deleteRegion(renamed);
    expect((await regions({ regionCode: '320000' })).totalElements).toBe(0);
  });

  it('another country’s region answers as missing; a country with regions is not deleted', async () => {
    await expect(
      saveRegion(16, { regionId: 1, objectVersionNumber: 1, regionName: 'x' }),
    ).rejects.toMatchObject({ code: 'error.record.not_found' });
    const [de] = (await fetchCountries({ countryCode: 'DE' })).content;
    await expect(deleteCountry(de)).rejects.toMatchObject({ code: 'error.record.in_use' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '该记录已不存在，请刷新列表。', // a known code: the client's own words
      '国家/地区 DE 还有地区，请先删除地区或改为禁用',
    ]);
  });
});
