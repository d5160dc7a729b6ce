/** Creating and deleting a currency through the real client, signed in as admin (site level). */
import { setLanguage } from '@polaris/core/i18n/intl';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createCurrency } from './create-currency';
import { deleteCurrency } from './delete-currency';
import { fetchCurrencies } from './fetch-currencies';

const api = serviceContract('admin');

const NEW = {
  currencyCode: 'XAU',
  currencyName: '黄金',
  countryId: null,
  financialPrecision: 4,
  defaultPrecision: 4,
  currencySymbol: 'oz',
  enabledFlag: 1,
};

describe('currency create', () => {
  it('POST /currencys with the currency; the list shows it', async () => {
    const saved = await createCurrency(NEW);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hpfm/v1/currencys',
      query: {},
      body: NEW,
    });
    expect(saved).toMatchObject({ ...NEW, countryName: null, objectVersionNumber: 1 });
    expect((await fetchCurrencies({ currencyCode: 'XAU' })).content).toEqual([saved]);
  });

  it('a code already defined, or not ISO: refused, saying why; nothing added', async () => {
    await expect(createCurrency({ ...NEW, currencyCode: 'USD' })).rejects.toMatchObject({
      code: 'error.currency.code_exists',
    });
    await expect(createCurrency({ ...NEW, currencyCode: 'xa' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '币种代码 USD 已存在',
      'currencyCode 必须是三个大写字母（ISO 4217）',
    ]);
    expect((await fetchCurrencies({ currencyCode: 'XA' })).totalElements).toBe(0);
  });

  it('by an organisation role: refused (403), nothing added', async () => {
    await api.signIn('alice');
    setLanguage('en_US');
    await expect(createCurrency(NEW)).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
    expect((await fetchCurrencies({ currencyCode: 'XAU' })).totalElements).toBe(0);
  });
});

describe('currency delete', () => {
  it('DELETE /currencys with the id and version; the list no longer shows it', async () => {
    const [krw] = (await fetchCurrencies({ currencyCode: 'KRW' })).content;
    api.gateway.state.calls.reset();
    await deleteCurrency(krw);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/hpfm/v1/currencys',
      query: {},
      body: { currencyId: krw.currencyId, objectVersionNumber: krw.objectVersionNumber },
    });
    expect((await fetchCurrencies({ currencyCode: 'KRW' })).totalElements).toBe(0);
  });

  it('a stale version: a warning, the currency kept', async () => {
    const [krw] = (await fetchCurrencies({ currencyCode: 'KRW' })).content;
    await expect(
      deleteCurrency({ ...krw, objectVersionNumber: krw.objectVersionNumber + 1 }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    expect((await fetchCurrencies({ currencyCode: 'KRW' })).content).toEqual([krw]);
  });
});
