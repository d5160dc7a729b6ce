/** The currency calls and the countries lookup through the real client, signed in as admin. */
import { setLanguage } from '@polaris/core/i18n/intl';
import { serviceContract } from '../../../../../test/support/service-contract';
import { COUNTRY_LOV, fetchCountries } from './fetch-countries';
import { fetchCurrencies } from './fetch-currencies';
import { updateCurrency } from './update-currency';

const api = serviceContract('admin');

describe('currencies', () => {
  it('list: GET /currencys with the filters and paging', async () => {
    const page = await fetchCurrencies({ currencyName: '第纳尔', enabled: 1, page: 0, size: 2 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/currencys',
      query: { currencyName: '第纳尔', enabled: '1', page: '0', size: '2' },
    });
    expect(page).toMatchObject({ totalElements: 5, numberOfElements: 2 });
    expect(page.content[0]).toMatchObject({
      currencyCode: 'BHD',
      currencyName: '巴林第纳尔',
      countryCode: 'BH',
      countryName: '巴林',
      defaultPrecision: 3,
    });
  });

  it('update: PUT of the currency; the saved one, and the list shows it', async () => {
    const [krw] = (await fetchCurrencies({ currencyCode: 'KRW' })).content;
    api.gateway.state.calls.reset();
    const update = {
      currencyId: krw.currencyId,
      objectVersionNumber: krw.objectVersionNumber,
      currencyName: '韩国元',
      currencySymbol: 'W',
    };
    const saved = await updateCurrency(update);
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/currencys',
      query: {},
      body: update,
    });
    expect(saved).toEqual({
      ...krw,
      currencyName: '韩国元',
      currencySymbol: 'W',
      objectVersionNumber: 2,
    });
    expect((await fetchCurrencies({ currencyCode: 'KRW' })).content[0]).toEqual(saved);
  });

  it('update with a stale version: a warning the user sees, nothing saved', async () => {
    const [krw] = (await fetchCurrencies({ currencyCode: 'KRW' })).content;
    await updateCurrency({ ...krw, currencySymbol: '₩₩' });
    await expect(updateCurrency({ ...krw, currencyName: 'x' })).rejects.toMatchObject({
      kind: 'business',
      code: 'error.record.changed',
    });
    expect(api.notices).toEqual([
      expect.objectContaining({
        style: 'warn',
        description: '记录已被他人修改，请刷新后重试。',
      }),
    ]);
  });

  it('update by an organisation role: refused (403), told in the user language, nothing saved', async () => {
    await api.signIn('alice');
    setLanguage('en_US'); // alice's language, as her shell would say it
    const [usd] = (await fetchCurrencies({ currencyCode: 'USD' })).content;
    await expect(updateCurrency({ ...usd, currencySymbol: 'US$' })).rejects.toMatchObject({
      kind: 'business',
      status: 403,
      code: 'error.permission.site_level',
    });
    // the server's warn style; a known code in the client's words
    expect(api.notices).toEqual([
      expect.objectContaining({
        style: 'warn',
        description:
          'Only a platform-level role may change platform data; your current role belongs to an organisation.',
      }),
    ]);
    expect((await fetchCurrencies({ currencyCode: 'USD' })).content[0]).toEqual(usd);
  });
});

describe('countries', () => {
  it('the HPFM.COUNTRY lookup: GET lovs/data with the lovCode and filters', async () => {
    const page = await fetchCountries({ countryCode: 'c', size: 3 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/lovs/data',
      query: { countryCode: 'c', size: '3', lovCode: COUNTRY_LOV },
    });
    expect(page).toMatchObject({ totalElements: 5, numberOfElements: 3 });
    expect(page.content[0]).toEqual({
      countryId: 1,
      countryCode: 'CN',
      countryName: '中国',
      enabledFlag: 1,
    });
  });
});
