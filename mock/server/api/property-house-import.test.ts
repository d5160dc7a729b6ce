// The house import (/wy/api/v1.0/PROP/house/import), its template and the sync: valid rows are
// saved, each refused cell is reported by row and column in the caller's language.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';
import { readXlsx } from './xlsx-reader';
import { xlsxWorkbook } from './xlsx';

const t = useTestGateway();
const PROP = '/wy/api/v1.0/PROP';

const HEADING = ['项目编码', '楼栋', '单元', '房间号', '面积（㎡）', '状态'];

async function upload(token: string, name: string, data: Buffer | string, lang = 'en_US') {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  const response = await fetch(`${t.url}${PROP}/house/import?lang=${lang}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /PROP/house/import', () => {
  it('saves the valid rows of a workbook and reports each refused cell by row and column', async () => {
    const token = await sessionAs(t, 'alice');
    const file = xlsxWorkbook(
      'Houses',
      [
        HEADING,
        ['YGHY', '5', '1', '501', 90, 'VACANT'],
        ['HPY', '', '1', '502', 0, 'SOLD'],
        ['GX-DORM', '5', '1', '503', 90, '已出租'],
        ['yghy', '1', '1', '101', 89.5, 'OCCUPIED'],
        ['HPY', '6', '2', '601', '75.25', 'rented'],
      ],
      true,
    );
    const { status, body } = await upload(token, 'houses.xlsx', file);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      imported: 2,
      errors: [
        { row: 3, column: 'Building', message: 'is required' },
        {
          row: 3,
          column: 'Area (m²)',
          message: 'must be greater than 0 (at most 2 decimals), got 0',
        },
        { row: 3, column: 'Status', message: 'must be one of VACANT, OCCUPIED, RENTED, got SOLD' },
        { row: 4, column: 'Project code', message: 'there is no project GX-DORM' },
        { row: 5, column: 'Room number', message: '阳光花园 1-101 already exists' },
      ],
    });
    const houses = t.gateway.state.property.houses.housesOf(1);
    expect(houses.map((house) => house.houseName)).toEqual(
      expect.arrayContaining(['阳光花园 5-501', '湖畔苑 6-601']),
    );
    expect(houses.find((house) => house.roomNumber === '601')).toMatchObject({
      area: 75.25,
      houseStatus: 'RENTED',
    });
  });

  it('reads a CSV file, and reports in Chinese to a Chinese caller', async () => {
    const token = await sessionAs(t, 'alice');
    const csv = `${HEADING.join(',')}\nHPY,7,1,701,80,VACANT\nHPY,7,1,702,abc,VACANT\n`;
    const { body } = await upload(token, 'houses.csv', csv, 'zh_CN');
    expect(body.result).toEqual({
      imported: 1,
      errors: [{ row: 3, column: '面积（㎡）', message: '必须是数字，收到 abc' }],
    });
  });

  it.each([
    ['houses.txt', 'a,b\n1,2\n', 'Only .xlsx or .csv files can be imported, got houses.txt'],
    ['houses.xlsx', 'not a workbook', 'houses.xlsx cannot be read: it is not a valid .xlsx file'],
    ['houses.csv', `${HEADING.join(',')}\n`, 'The file has no rows below its heading (row 1)'],
  ])('refuses %s', async (name, data, message) => {
    const { status, body } = await upload(await sessionAs(t, 'alice'), name, data);
    expect([status, body.error.message]).toEqual([400, message]);
  });

  it('needs the import button code (Globex’s planner has none)', async () => {
    const { status } = await upload(await sessionAs(t, 'alice', 12), 'h.csv', 'a\nb\n');
    expect(status).toBe(403);
  });
});

describe('GET /PROP/house/import-template', () => {
  it('is a workbook headed in the caller’s language, with an example row of its projects', async () => {
    const token = await sessionAs(t, 'alice');
    const response = await fetch(`${t.url}${PROP}/house/import-template?lang=en_US`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-disposition')).toContain('house-import-template.xlsx');
    const rows = readXlsx(Buffer.from(await response.arrayBuffer()));
    expect(rows.get(1)).toEqual([
      'Project code',
      'Building',
      'Unit',
      'Room number',
      'Area (m²)',
      'Status',
    ]);
    expect(rows.get(2)?.[0]).toBe('YGHY');
  });
});

describe('POST /PROP/house/sync', () => {
  it('hands Acme’s houses over (its sync flag is on); Globex’s flag is off', async () => {
    const sync = async (token: string) =>
      callApi(t.url, `${PROP}/house/sync?lang=en_US`, { method: 'POST', token });
    expect((await sync(await sessionAs(t, 'alice'))).body).toEqual({
      success: true,
      result: { count: 5 },
    });
    const off = await sync(await sessionAs(t, 'alice', 12));
    expect([off.status, off.body.error.message]).toEqual([
      400,
      'Sync with the property system is off for this organisation',
    ]);
  });
});
