// The Multilingual Texts page's routes: the list of translatable fields per language, a record's
// field by table, field and id, and a save in every language that the product's readers answer.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const call = async (path: string, token: string, method = 'GET', body?: unknown) =>
  (await callApi(t.url, path, { token, method, body })).body;

const usd = { tableName: 'hpfm_currency', fieldName: 'currencyName', id: 2 };

describe('GET /hpfm/v1/multi-language/texts', () => {
  it('lists each translatable field with its text per language, searched in any language', async () => {
    const page = await call(
      '/hpfm/v1/multi-language/texts?value=running&recordCode=JOB_STATUS',
      signIn('alice'),
    );
    expect(page.content).toEqual([
      {
        textKey: expect.stringMatching(/^hpfm_lov_value\/meaning\/\d+$/),
        tableName: 'hpfm_lov_value',
        fieldName: 'meaning',
        id: expect.any(Number),
        recordCode: 'HSDR.JOB_STATUS.RUNNING',
        zh_CN: '运行中',
        en_US: 'Running',
      },
    ]);
    const currencies = await call(
      '/hpfm/v1/multi-language/texts?tableName=hpfm_currency&recordCode=USD',
      signIn('admin'),
    );
    expect(currencies.content).toEqual([
      expect.objectContaining({ id: 2, recordCode: 'USD', en_US: 'US Dollar' }),
    ]);
  });
});

describe('multi-language by table, field and id', () => {
  it('a saved translation is what the record answers in that language; the others kept', async () => {
    const admin = signIn('admin');
    const rows = await call('/hpfm/v1/multi-language', admin, 'PUT', {
      ...usd,
      values: [{ lang: 'zh_CN', value: '美金' }],
    });
    expect(rows.slice(0, 2)).toEqual([
      { lang: 'zh_CN', langName: '简体中文', value: '美金' },
      { lang: 'en_US', langName: 'English', value: 'US Dollar' },
    ]);
    expect(
      await call(
        '/hpfm/v1/multi-language?tableName=hpfm_currency&fieldName=currencyName&id=2',
        admin,
      ),
    ).toEqual(rows);
    const list = await call('/hpfm/v1/currencys?currencyCode=USD&lang=zh_CN', admin);
    expect(list.content[0].currencyName).toBe('美金');
    const english = await call('/hpfm/v1/currencys?currencyCode=USD&lang=en_US', admin);
    expect(english.content[0].currencyName).toBe('US Dollar');
  });

  it('a value set meaning saved here is what its lookup answers', async () => {
    const admin = signIn('admin');
    const [running] = (
      await call('/hpfm/v1/multi-language/texts?recordCode=JOB_STATUS.RUNNING', admin)
    ).content;
    await call('/hpfm/v1/multi-language', admin, 'PUT', {
      tableName: 'hpfm_lov_value',
      fieldName: 'meaning',
      id: running.id,
      values: [
        { lang: 'zh_CN', value: '执行中' },
        { lang: 'en_US', value: 'In progress' },
      ],
    });
    const values = await call('/hpfm/v1/lovs/value?lovCode=HSDR.JOB_STATUS&lang=en_US', admin);
    expect(values).toContainEqual(
      expect.objectContaining({ value: 'RUNNING', meaning: 'In progress' }),
    );
  });

  it.each([
    [{ ...usd, tableName: 'iam_user' }, 'iam_user.currencyName is not a translatable field'],
    [{ ...usd, id: 999 }, 'hpfm_currency has no record 999'],
    [{ ...usd, values: [{ lang: 'ja_JP', value: 'x' }] }, 'Row 1: lang ja_JP cannot hold texts'],
    [{ ...usd, values: [{ lang: 'en_US', value: ' ' }] }, 'Row 1: value must not be empty'],
  ])('%j is refused, naming the field: %s', async (body, message) => {
    const answer = await call('/hpfm/v1/multi-language?lang=en_US', signIn('admin'), 'PUT', {
      values: [{ lang: 'en_US', value: 'x' }],
      ...body,
    });
    expect(answer).toMatchObject({ failed: true });
    expect(answer.message).toContain(message);
  });

  it('an organisation role may not write (403)', async () => {
    const result = await callApi(t.url, '/hpfm/v1/multi-language', {
      token: signIn('alice'),
      method: 'PUT',
      body: { ...usd, values: [{ lang: 'en_US', value: 'x' }] },
    });
    expect(result.status).toBe(403);
  });
});
