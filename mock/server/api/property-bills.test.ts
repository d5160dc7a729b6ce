// Bills, the charge preview (__pms), the month export and receipts at /wy/api/v1.0/PROP/...:
// the seed of the last three months, the preview's outcomes, and what the workbook holds.
import { shiftMonth } from '../../../src/services/property/charging-rules';
import { officeMonth } from '../../data/property-charging';
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const P = '/wy/api/v1.0/PROP';
const alice = () => t.gateway.state.signIn('alice').accessToken;
const admin = () => t.gateway.state.signIn('admin').accessToken;
const get = (path: string, token: string) => callApi(t.url, `${P}${path}`, { token });
const preview = (body: unknown, token: string) =>
  callApi(t.url, `${P}/charge/preview`, { method: 'POST', token, body });
const now = () => officeMonth(t.gateway.state.clock.now());

type Row = { billNo: string; billStatus: string; month: string; amount: number };

describe('bills', () => {
  it('holds Acme’s last three months: settled, paid, unpaid', async () => {
    const { body } = await get('/bill?size=20', alice());
    const rows: Row[] = body.result.content;
    const month = now();
    expect(rows.map((row) => [row.billNo, row.billStatus])).toEqual([
      [`B${month.replace('-', '')}-H101`, 'UNPAID'],
      [`B${month.replace('-', '')}-H102`, 'UNPAID'],
      [`B${month.replace('-', '')}-H103`, 'UNPAID'],
      ...['H101', 'H102', 'H103'].map((house) => [
        `B${shiftMonth(month, -1).replace('-', '')}-${house}`,
        'PAID',
      ]),
      ...['H101', 'H102', 'H103'].map((house) => [
        `B${shiftMonth(month, -2).replace('-', '')}-${house}`,
        'SETTLED',
      ]),
    ]);
    expect(body.result.content[0]).toMatchObject({
      houseId: 'H101',
      houseName: '阳光花园 1-101',
      items: [
        { itemName: '物业服务费', amount: 250.6 },
        { itemName: '垃圾清运费', amount: 15 },
      ],
      amount: 265.6,
    });
  });

  it.each([
    ['month', (m: string) => `month=${shiftMonth(m, -1)}`, 3],
    ['status', () => 'billStatus=SETTLED', 3],
    ['house id', () => 'house=h103', 3],
    ['house name and month', (m: string) => `house=1-102&month=${m}`, 1],
  ])('searches by %s', async (_what, query, count) => {
    const { body } = await get(`/bill?${query(now())}`, alice());
    expect(body.result.totalElements).toBe(count);
  });

  it.each([['month=2024-13'], ['billStatus=LOST']])('refuses %s', async (query) => {
    const result = await get(`/bill?${query}`, alice());
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
  });

  it('deletes only an unpaid bill, and only with the (administrators’) code', async () => {
    const ref = (billId: number) => [{ billId, objectVersionNumber: 1 }];
    const del = (token: string, billId: number) =>
      callApi(t.url, `${P}/bill`, { method: 'DELETE', token, body: ref(billId) });
    expect((await del(alice(), 9)).status).toBe(403);
    const token = admin();
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token });
    const paid = await del(token, 5);
    expect(paid.body.error.message).toContain('已缴费');
    expect((await del(token, 9)).body.success).toBe(true);
    expect((await get('/bill?size=20', token)).body.result.totalElements).toBe(8);
  });
});

describe('POST /charge/preview', () => {
  it('answers a __pms success with the charges of the house’s enabled standards', async () => {
    const { body } = await preview({ houseId: 'H103', month: '2031-05' }, alice());
    expect(body).toEqual({
      __pms: true,
      success: true,
      result: {
        houseId: 'H103',
        houseName: '阳光花园 1-103',
        month: '2031-05',
        items: [
          { itemName: '物业服务费', amount: 336.56 },
          { itemName: '垃圾清运费', amount: 15 },
        ],
        total: 351.56,
      },
      error: null,
    });
  });

  it.each([
    ['alice', () => ({}), 'Select a house first'],
    ['alice', () => ({ houseId: 'H999' }), 'House H999 does not exist'],
    ['alice', () => ({ houseId: 'H101', month: 'May' }), 'The month must be YYYY-MM'],
    ['alice', () => ({ houseId: 'H201' }), 'Charge preview failed: house 湖畔苑 2-201'],
    [
      'alice',
      () => ({ houseId: 'H101', month: shiftMonth(now(), -2) }),
      'Billing account already settled for house 阳光花园 1-101',
    ],
    // the houses are Acme's: the platform administrator (tenant 0) finds none
    ['admin', () => ({ houseId: 'H102' }), '房间 H102 不存在'],
  ] as const)('%s %j → __pms failure "%s…"', async (user, body, message) => {
    const result = await preview(body(), user === 'alice' ? alice() : admin());
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ __pms: true, success: false, result: null });
    expect(result.body.error.message).toContain(message);
  });

  it('charges a house once its project has an enabled standard', async () => {
    const token = alice();
    await callApi(t.url, `${P}/charge-standard`, {
      method: 'PUT',
      token,
      body: {
        standardId: 4,
        objectVersionNumber: 1,
        projectId: 2,
        standardCode: 'HP-PM',
        standardName: '物业服务费',
        billingMethod: 'AREA_MONTHLY',
        unitPrice: 3.2,
        enabledFlag: 1,
      },
    });
    const { body } = await preview({ houseId: 'H201' }, token);
    expect(body.result).toMatchObject({ month: now(), total: 243.2 });
  });
});

describe('GET /report/export', () => {
  it('answers an .xlsx of that month’s bills only', async () => {
    const month = shiftMonth(now(), -1);
    const response = await fetch(`${t.url}${P}/report/export?month=${month}`, {
      headers: { Authorization: `bearer ${alice()}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`收费报表-${month}.xlsx`)}`,
    );
    const file = Buffer.from(await response.arrayBuffer());
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(file.includes(`B${month.replace('-', '')}-H101`)).toBe(true);
    expect(file.includes(`B${now().replace('-', '')}-H101`)).toBe(false);
    expect(file.includes('已缴')).toBe(true);
  });

  it('heads the house column with the tenant’s label', async () => {
    const token = alice();
    await callApi(t.url, `${P}/charging-parameter-setting/house-alias`, {
      method: 'PUT',
      token,
      body: { houseAlias: '单元' },
    });
    const response = await fetch(`${t.url}${P}/report/export?month=${now()}`, {
      headers: { Authorization: `bearer ${token}` },
    });
    expect(Buffer.from(await response.arrayBuffer()).includes('单元')).toBe(true);
  });
});

describe('receipts', () => {
  it('lists the payments of the paid and settled bills, newest first, searchable', async () => {
    const token = alice();
    const { body } = await get('/receipt?size=20', token);
    expect(body.result.totalElements).toBe(6);
    expect(body.result.content[0]).toMatchObject({
      houseId: expect.any(String),
      month: shiftMonth(now(), -1),
      payMethod: expect.stringMatching(/^(CASH|WECHAT|ALIPAY|BANK)$/),
    });
    const limei = await get('/receipt?payerName=李梅', token);
    expect(limei.body.result.content.map((row: { houseId: string }) => row.houseId)).toEqual([
      'H103',
      'H103',
    ]);
    expect((await get('/receipt?payMethod=CHEQUE', token)).status).toBe(400);
  });
});
