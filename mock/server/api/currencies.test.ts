// Currencies: the paged list with its filters, the update with its version check, and the
// HPFM.COUNTRY lookup the country field uses.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const get = async (path: string, token: string) => (await callApi(t.url, path, { token })).body;
const put = (token: string, body: unknown) =>
  callApi(t.url, '/hpfm/v1/currencys', {
    method: 'POST',
    token,
    body,
    headers: { 'X-HTTP-Method-Override': 'PUT' },
  });

/** admin as platform administrator (site level), reading English. */
async function siteAdmin(): Promise<string> {
  const token = signIn('admin');
  await callApi(t.url, '/iam/hzero/v1/users/default-language?language=en_US', {
    method: 'PUT',
    token,
  });
  return token;
}

async function currency(code: string, token: string) {
  const page = await get(`/hpfm/v1/currencys?currencyCode=${code}`, token);
  return page.content.find((row: { currencyCode: string }) => row.currencyCode === code);
}

describe('GET /hpfm/v1/currencys', () => {
  it('pages the currencies by code, in the caller language', async () => {
    const body = await get('/hpfm/v1/currencys?size=5', signIn('alice'));
    expect(body).toMatchObject({ totalElements: 44, size: 5, number: 0, numberOfElements: 5 });
    expect(body.content.map((row: { currencyCode: string }) => row.currencyCode)).toEqual([
      'AED',
      'ARS',
      'AUD',
      'BHD',
      'BRL',
    ]);
    expect(await currency('CNY', signIn('admin'))).toEqual({
      currencyId: 1,
      currencyCode: 'CNY',
      currencyName: '人民币',
      countryId: 1,
      countryCode: 'CN',
      countryName: '中国',
      financialPrecision: 2,
      defaultPrecision: 2,
      currencySymbol: '¥',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
  });

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
    ['KWD', 3],
    ['IQD', 3],
    ['CLF', 4],
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['IDR', 2],
  ])('%s has %s decimals', async (code, digits) => {
    expect(await currency(code, signIn('alice'))).toMatchObject({
      defaultPrecision: digits,
      financialPrecision: digits,
    });
  });

  it.each([
    ['currencyName=dinar', ['BHD', 'IQD', 'JOD', 'KWD', 'TND']],
    ['currencyCode=cl', ['CLF', 'CLP']],
    ['enabled=0', ['ARS', 'RUB']],
    ['enabledFlag=0&currencyCode=R', ['ARS', 'RUB']],
    ['currencyCode=&currencyName=&enabled=&currencyName=krona', ['ISK', 'SEK']],
  ])('filters %s', async (query, codes) => {
    const body = await get(`/hpfm/v1/currencys?${query}&size=100`, signIn('alice'));
    expect(body.content.map((row: { currencyCode: string }) => row.currencyCode)).toEqual(codes);
  });

  it('sorts by a column', async () => {
    const body = await get(
      '/hpfm/v1/currencys?sort=defaultPrecision,desc&sort=currencyCode,asc&size=3',
      signIn('alice'),
    );
    expect(body.content.map((row: { currencyCode: string }) => row.currencyCode)).toEqual([
      'CLF',
      'BHD',
      'IQD',
    ]);
  });

  it('answers EUR without a country', async () => {
    expect(await currency('EUR', signIn('alice'))).toMatchObject({
      countryId: null,
      countryCode: null,
      countryName: null,
    });
  });
});

describe('PUT /hpfm/v1/currencys', () => {
  it('saves the fields sent (the name in the caller language) and bumps the version', async () => {
    const token = await siteAdmin();
    const jpy = await currency('JPY', token);
    const result = await put(token, {
      ...jpy,
      currencyName: 'Yen',
      countryId: 16,
      financialPrecision: 2,
      currencySymbol: '円',
      enabledFlag: 0,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      ...jpy,
      currencyName: 'Yen',
      countryId: 16,
      countryCode: 'US',
      countryName: 'United States',
      financialPrecision: 2,
      currencySymbol: '円',
      enabledFlag: 0,
      objectVersionNumber: 2,
    });
    expect(await currency('JPY', token)).toEqual(result.body);
    const chinese = await get('/hpfm/v1/currencys?currencyCode=JPY&lang=zh_CN', token);
    expect(chinese.content[0].currencyName).toBe('日元');
  });

  it('keeps what is not sent, clears a country with null', async () => {
    const token = await siteAdmin();
    const gbp = await currency('GBP', token);
    const result = await put(token, {
      currencyId: gbp.currencyId,
      objectVersionNumber: 1,
      countryId: null,
    });
    expect(result.body).toEqual({
      ...gbp,
      countryId: null,
      countryCode: null,
      countryName: null,
      objectVersionNumber: 2,
    });
  });

  it('refuses a stale version and saves nothing', async () => {
    const token = await siteAdmin();
    const usd = await currency('USD', token);
    await put(token, { ...usd, currencySymbol: 'US$' });
    const stale = await put(token, { ...usd, currencyName: 'Greenback' });
    expect(stale.body).toEqual({
      failed: true,
      code: 'error.record.changed',
      type: 'warn',
      message: 'The record has been changed by someone else. Refresh and try again.',
    });
    expect(await currency('USD', token)).toMatchObject({
      currencyName: 'US Dollar',
      currencySymbol: 'US$',
      objectVersionNumber: 2,
    });
  });

  it.each([
    [{ currencyName: '' }, 'currencyName must not be empty'],
    [{ defaultPrecision: 7 }, 'defaultPrecision must be within 0–6, got 7'],
    [{ financialPrecision: 1.5 }, 'financialPrecision must be an integer, got 1.5'],
    [{ enabledFlag: 2 }, 'enabledFlag must be 1 or 0, got 2'],
    [{ currencySymbol: 'x'.repeat(11) }, 'currencySymbol must be at most 10 characters'],
    [{ countryId: 999 }, 'countryId 999 is not a country of HPFM.COUNTRY'],
    [{ currencyCode: 'XXX' }, 'currencyCode cannot be changed (CHF)'],
    [{ objectVersionNumber: undefined }, 'objectVersionNumber is required'],
  ])('refuses %o', async (change, message) => {
    const token = await siteAdmin();
    const chf = await currency('CHF', token);
    const result = await put(token, { ...chf, ...change });
    expect(result.body).toMatchObject({ failed: true, type: 'error', message });
    expect(await currency('CHF', token)).toEqual(chf);
  });

  it('answers an unknown currency as not found, and a reset restores the seed', async () => {
    const token = await siteAdmin();
    const result = await put(token, { currencyId: 999, objectVersionNumber: 1 });
    expect(result.body).toMatchObject({ code: 'error.record.not_found', type: 'warn' });
    const cny = await currency('CNY', token);
    await put(token, { ...cny, currencyName: 'Renminbi' });
    t.gateway.state.reset();
    const english = await get('/hpfm/v1/currencys?currencyCode=CNY&lang=en_US', token);
    expect(english.content[0].currencyName).toBe('Chinese Yuan');
  });
});

describe('HPFM.COUNTRY lookup', () => {
  it('describes its view: query by code and name, value countryId, shown countryName', async () => {
    const body = await get('/hpfm/v1/lov-view/info?viewCode=HPFM.COUNTRY', signIn('admin'));
    expect(body).toMatchObject({
      viewCode: 'HPFM.COUNTRY',
      lovCode: 'HPFM.COUNTRY',
      valueField: 'countryId',
      displayField: 'countryName',
      queryUrl: '/hpfm/v1/lovs/data?lovCode=HPFM.COUNTRY',
    });
    expect(body.queryFields.map((f: { field: string }) => f.field)).toEqual([
      'countryCode',
      'countryName',
    ]);
    expect(body.tableFields[1]).toEqual({
      title: '国家/地区名称',
      dataIndex: 'countryName',
      width: 250,
    });
  });

  it('pages the countries in the caller language, with filters', async () => {
    const token = signIn('alice');
    const body = await get('/hpfm/v1/lovs/data?lovCode=HPFM.COUNTRY', token);
    expect(body).toMatchObject({ totalElements: 47, numberOfElements: 10 });
    expect(body.content[0]).toEqual({
      countryId: 1,
      countryCode: 'CN',
      countryName: 'China',
      enabledFlag: 1,
    });
    const found = await get('/hpfm/v1/1/lovs/data?lovCode=HPFM.COUNTRY&countryName=land', token);
    expect(found.content.map((row: { countryCode: string }) => row.countryCode)).toEqual([
      'TH',
      'NZ',
      'NL',
      'CH',
      'PL',
      'IS',
    ]);
    const zh = await get('/hpfm/v1/lovs/value?lovCode=HPFM.COUNTRY', signIn('admin'));
    expect(zh[0]).toEqual({ value: '1', meaning: '中国', orderSeq: 10, tag: null });
  });
});
