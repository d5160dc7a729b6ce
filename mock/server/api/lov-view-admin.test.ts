// The Lookup Views page's routes: the list in the caller's language, create, edit (the saver's
// language only), delete, what lov-view/info answers after each, and the refusals.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const signIn = (user: 'admin' | 'alice') => t.gateway.state.signIn(user).accessToken;
const call = async (path: string, token: string, method = 'GET', body?: unknown) =>
  (await callApi(t.url, path, { token, method, body })).body;
const info = (token: string, code: string, lang = '') =>
  call(`/hpfm/v1/lov-view/info?viewCode=${code}${lang ? `&lang=${lang}` : ''}`, token);

const country = async (token: string) =>
  (await call('/hpfm/v1/lov-view-headers?viewCode=HPFM.COUNTRY', token)).content[0];

const newView = {
  viewCode: 'HPFM.FLAG_VIEW',
  viewName: '选择是否',
  lovCode: 'HPFM.FLAG',
  valueField: 'value',
  displayField: 'meaning',
  pageSize: 5,
  viewLines: [
    { fieldName: 'meaning', display: '含义', queryFieldFlag: 1, tableFieldFlag: 1 },
    { fieldName: 'value', display: '值', tableFieldWidth: 90, dataType: 'STRING' },
  ],
};

describe('GET /hpfm/v1/lov-view-headers', () => {
  it('lists the views with their lines in the caller language, filtered and paged', async () => {
    const page = await call('/hpfm/v1/lov-view-headers?viewName=国家&lang=zh_CN', signIn('admin'));
    expect(page).toMatchObject({ totalElements: 1, number: 0 });
    expect(page.content[0]).toEqual({
      viewHeaderId: 4,
      viewCode: 'HPFM.COUNTRY',
      viewName: '选择国家/地区',
      lovCode: 'HPFM.COUNTRY',
      valueField: 'countryId',
      displayField: 'countryName',
      pageSize: 10,
      enabledFlag: 1,
      tenantId: 0,
      objectVersionNumber: 1,
      viewLines: [
        expect.objectContaining({ fieldName: 'countryCode', display: '国家/地区代码' }),
        expect.objectContaining({
          fieldName: 'countryName',
          display: '国家/地区名称',
          queryFieldFlag: 1,
          tableFieldFlag: 1,
          tableFieldWidth: 250,
          orderSeq: 20,
        }),
      ],
    });
    const users = await call('/hpfm/v1/lov-view-headers?viewCode=HIAM.USER', signIn('alice'));
    // a query field that is no column comes after the columns
    expect(users.content[0].viewLines.map((line: { fieldName: string }) => line.fieldName)).toEqual(
      ['loginName', 'realName', 'email', 'enabledFlag'],
    );
  });
});

describe('writes', () => {
  it('an edit shows in lov-view/info in the saver language; the other language keeps its text', async () => {
    const admin = signIn('admin');
    const view = await country(admin);
    const saved = await call('/hpfm/v1/lov-view-headers', admin, 'PUT', {
      ...view,
      viewName: '选择国家',
      pageSize: 5,
      viewLines: [
        { ...view.viewLines[1], display: '名称', tableFieldWidth: 300 },
        { fieldName: 'countryId', display: '编号', queryFieldFlag: 0, tableFieldFlag: 1 },
      ],
    });
    expect(saved).toMatchObject({ viewName: '选择国家', objectVersionNumber: 2, pageSize: 5 });
    expect(await info(admin, 'HPFM.COUNTRY')).toMatchObject({
      viewName: '选择国家',
      pageSize: 5,
      queryFields: [{ field: 'countryName', label: '名称' }],
      tableFields: [
        { title: '名称', dataIndex: 'countryName', width: 300 },
        { title: '编号', dataIndex: 'countryId', width: 150 },
      ],
    });
    expect(await info(admin, 'HPFM.COUNTRY', 'en_US')).toMatchObject({
      viewName: 'Select a country or region',
      tableFields: [{ title: 'Country name' }, { title: '编号' }],
    });
  });

  it('create, then delete: lov-view/info answers the new view, then no longer', async () => {
    const admin = signIn('admin');
    const created = await call('/hpfm/v1/lov-view-headers', admin, 'POST', newView);
    expect(created).toMatchObject({ viewHeaderId: 5, objectVersionNumber: 1, enabledFlag: 1 });
    expect(await info(signIn('alice'), 'HPFM.FLAG_VIEW')).toMatchObject({
      viewName: '选择是否',
      lovCode: 'HPFM.FLAG',
      pageSize: 5,
      queryFields: [{ field: 'meaning', label: '含义', dataType: 'STRING' }],
      tableFields: [
        { title: '含义', dataIndex: 'meaning' },
        { title: '值', dataIndex: 'value', width: 90 },
      ],
    });
    const ref = { viewHeaderId: 5, objectVersionNumber: 1 };
    expect(await call('/hpfm/v1/lov-view-headers', admin, 'DELETE', [ref])).toEqual({});
    expect(await info(admin, 'HPFM.FLAG_VIEW')).toMatchObject({
      failed: true,
      code: 'error.lov.view_not_found',
    });
  });

  it('a disabled view is not answered to a LovField', async () => {
    const admin = signIn('admin');
    await call('/hpfm/v1/lov-view-headers', admin, 'PUT', {
      ...(await country(admin)),
      enabledFlag: 0,
    });
    expect(await info(admin, 'HPFM.COUNTRY')).toMatchObject({ code: 'error.lov.view_not_found' });
  });

  it.each([
    [{ viewCode: 'lower' }, 'viewCode must be capital letters'],
    [{ viewCode: 'HPFM.COUNTRY' }, 'Lookup view HPFM.COUNTRY already exists'],
    [{ lovCode: 'NO.SUCH' }, 'lovCode NO.SUCH is not a defined lookup'],
    [{ pageSize: 0 }, 'pageSize must be within 1–100'],
    [{ valueField: 'a b' }, 'valueField must be a field name'],
    [{ viewLines: [] }, 'viewLines needs at least one table column'],
    [{ viewLines: [{ fieldName: 'value', display: '' }] }, 'Field 1: display must not be empty'],
    [{ viewLines: [newView.viewLines[1], newView.viewLines[1]] }, 'field value is listed twice'],
  ])('create %j is refused, naming the field: %s', async (change, message) => {
    const body = await call('/hpfm/v1/lov-view-headers?lang=en_US', signIn('admin'), 'POST', {
      ...newView,
      ...change,
    });
    expect(body).toMatchObject({ failed: true });
    expect(body.message).toContain(message);
  });

  it('an organisation role may not write (403), nothing changes', async () => {
    const alice = signIn('alice');
    const view = await country(alice);
    const result = await callApi(t.url, '/hpfm/v1/lov-view-headers', {
      token: alice,
      method: 'PUT',
      body: { ...view, viewName: 'x' },
    });
    expect(result.status).toBe(403);
    expect(await country(alice)).toEqual(view);
  });

  it('a stale version is refused', async () => {
    const admin = signIn('admin');
    const view = await country(admin);
    await call('/hpfm/v1/lov-view-headers', admin, 'PUT', view);
    expect(await call('/hpfm/v1/lov-view-headers', admin, 'PUT', view)).toMatchObject({
      code: 'error.record.changed',
    });
  });
});
