/**
 * The Multilingual Texts page's calls through the real client against the mock gateway, signed in
 * as admin (site level): a translation saved is what the currency list answers in its language.
 */
import { request } from '@polaris/core/request/client';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchMultiLanguageTexts } from './fetch-multi-language-texts';
import { saveTranslations } from './save-translations';

const api = serviceContract('admin');

describe('multi-language texts', () => {
  it('list, then save: PUT multi-language; the currency list shows the saved name', async () => {
    const page = await fetchMultiLanguageTexts({ tableName: 'hpfm_currency', recordCode: 'USD' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/multi-language/texts',
      query: { tableName: 'hpfm_currency', recordCode: 'USD' },
    });
    const [usd] = page.content;
    expect(usd).toMatchObject({ recordCode: 'USD', zh_CN: '美元', en_US: 'US Dollar' });
    const save = {
      tableName: usd.tableName,
      fieldName: usd.fieldName,
      id: usd.id,
      values: [
        { lang: 'zh_CN', value: '美金' },
        { lang: 'en_US', value: 'US Dollar' },
      ],
    };
    await saveTranslations(save);
    expect(api.sent()[1]).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/multi-language',
      query: {},
      body: save,
    });
    const currencies = await request<{ content: { currencyName: string }[] }>(
      '/hpfm/v1/currencys',
      { params: { currencyCode: 'USD' } },
    );
    expect(currencies.content[0].currencyName).toBe('美金');
  });
});
