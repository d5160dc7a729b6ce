// The production engineering routes at the gateway: tenant scoping, the BOM save's refusals
// (permission, version, quantity, duplicate, cycle: all or nothing), the capacity board's range
// and work centres, and the daily report's permission-checked column export.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const planner = () => sessionAs(t, 'alice', 12);
const get = async (path: string, token: string) => callApi(t.url, path, { token });
const save = (token: string, bomId: number, body: unknown, tenant = 2) =>
  callApi(t.url, `/mes/v1/${tenant}/boms/${bomId}/lines/batch-save`, {
    method: 'POST',
    token,
    body,
  });
const create = (componentCode: string, quantity: number, parentLineId: number | null = null) => ({
  _status: 'create',
  lineRef: `r-${componentCode}`,
  parentLineId,
  parentRef: null,
  componentCode,
  quantity,
  uom: 'EA',
  scrapRate: 0,
});

describe('tenant scoping', () => {
  it('Globex’s planner reads Globex’s BOMs; under Acme the list is empty and the BOM unknown', async () => {
    const token = await planner();
    expect((await get('/mes/v1/2/boms', token)).body.totalElements).toBe(6);
    const acme = await sessionAs(t, 'alice', 11);
    expect((await get('/mes/v1/1/boms', acme)).body.totalElements).toBe(0);
    expect((await get('/mes/v1/1/boms/1/lines', acme)).body).toMatchObject({
      failed: true,
      code: 'error.data_not_exists',
    });
    expect((await get('/mes/v1/2/boms', acme)).body).toMatchObject({
      failed: true,
      code: 'error.permission.tenant_mismatch',
    });
    expect((await get('/mes/v1/1/work-centres', acme)).body).toEqual([]);
  });
});

describe('POST /mes/v1/{tid}/boms/{bomId}/lines/batch-save', () => {
  it.each<[string, unknown[], number, string, string]>([
    [
      'a quantity of 0',
      [create('RM-BLT09', 0)],
      1,
      'error.bom.quantity',
      'Row "RM-BLT09 Bolt M6" (under SA-WHL20): the quantity must be greater than 0',
    ],
    [
      'an item twice under one parent',
      [create('RM-TYR04', 1)],
      1,
      'error.bom.duplicate',
      'Row "RM-TYR04 Tyre 28"" (under SA-WHL20): this item is already under the same parent',
    ],
    [
      'the BOM’s own item',
      [create('SA-WHL20', 1)],
      1,
      'error.bom.cycle',
      'Row "SA-WHL20 Wheel assembly" (under SA-WHL20): an item cannot contain itself (SA-WHL20 is or contains SA-WHL20)',
    ],
    [
      'an item whose own BOM holds this one',
      [create('FG-EB200', 1)],
      1,
      'error.bom.cycle',
      'Row "FG-EB200 E-bike Trail 200" (under SA-WHL20): an item cannot contain itself (FG-EB200 is or contains SA-WHL20)',
    ],
    [
      'a stale version',
      [create('RM-BLT09', 1)],
      0,
      'error.data_changed',
      'The record has been changed by someone else. Refresh and try again.',
    ],
    [
      'an unknown item',
      [create('XX-1', 1)],
      1,
      'error.param.invalid',
      'Row 1: componentCode XX-1 is not an item',
    ],
  ])(
    'refuses %s, naming the row; nothing is saved',
    async (_case, lines, version, code, message) => {
      const token = await planner();
      const before = (await get('/mes/v1/2/boms/4/lines', token)).body;
      const good = create('RM-BLT09', 2); // a good line first: all or nothing
      const result = await save(token, 4, {
        objectVersionNumber: version,
        lines: [good, ...lines],
      });
      expect(result.body).toMatchObject({ failed: true, code });
      expect(result.body.message.replace('Row 2', 'Row 1')).toBe(message);
      expect((await get('/mes/v1/2/boms/4/lines', token)).body).toEqual(before);
    },
  );

  it('saves creates, updates and deletes in one go, and the BOM’s version moves on', async () => {
    const token = await planner();
    const { bom, lines } = (await get('/mes/v1/2/boms/1/lines', token)).body;
    const wheel = lines.find(
      (line: { componentCode: string }) => line.componentCode === 'SA-WHL20',
    );
    const battery = lines.find(
      (line: { componentCode: string }) => line.componentCode === 'SA-BAT30',
    );
    const result = await save(token, 1, {
      objectVersionNumber: bom.objectVersionNumber,
      lines: [
        create('RM-BLT09', 4, wheel.bomLineId),
        { _status: 'delete', bomLineId: battery.bomLineId, objectVersionNumber: 1 },
      ],
    });
    expect(result.status).toBe(200);
    expect(result.body.bom.objectVersionNumber).toBe(2);
    const codes = result.body.lines.map((line: { componentCode: string }) => line.componentCode);
    expect(codes).not.toContain('RM-CEL05'); // under the deleted battery pack
    expect(result.body.bom.lineCount).toBe(lines.length + 1 - 3);
    const bolt = result.body.lines.find(
      (line: { componentCode: string; parentLineId: number }) =>
        line.componentCode === 'RM-BLT09' && line.parentLineId === wheel.bomLineId,
    );
    expect(bolt).toMatchObject({ quantity: 4, componentName: 'Bolt M6', objectVersionNumber: 1 });
  });

  it('refuses a role without globex.production.bom.button.edit (HTTP 403), and an obsolete BOM', async () => {
    const acme = await sessionAs(t, 'alice', 11);
    const denied = await save(acme, 1, { objectVersionNumber: 1, lines: [] }, 1);
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'error.permission.denied' });
    const token = await planner();
    expect((await save(token, 6, { objectVersionNumber: 1, lines: [] })).body).toMatchObject({
      code: 'error.bom.obsolete',
    });
  });
});

describe('GET /mes/v1/{tid}/capacity-loads', () => {
  it.each([
    ['dateFrom=2025-03-10&dateTo=2025-03-09', 'dateTo must not be before dateFrom'],
    ['dateFrom=2025-03-10&dateTo=2025-05-31', 'the date range may cover at most 62 days'],
    [
      'dateFrom=2025-02-30&dateTo=2025-03-09',
      'dateFrom must be a day as YYYY-MM-DD, got "2025-02-30"',
    ],
    [
      'dateFrom=2025-03-10&dateTo=2025-03-11&workCentreCodes=WC-X',
      'work centre WC-X does not exist',
    ],
  ])('refuses %s', async (query, message) => {
    const token = await planner();
    expect((await get(`/mes/v1/2/capacity-loads?${query}`, token)).body).toMatchObject({
      failed: true,
      code: 'error.param.invalid',
      message,
    });
  });

  it('answers each chosen work centre on each day, the load summed from its operations', async () => {
    const token = await planner();
    const query = 'dateFrom=2025-03-10&dateTo=2025-03-16&workCentreCodes=WC-WELD';
    const page = (await get(`/mes/v1/2/capacity-loads?${query}`, token)).body;
    expect(page.totalElements).toBe(7);
    expect(page.content.map((row: { capacityHours: number }) => row.capacityHours)).toEqual([
      16, 16, 16, 16, 16, 0, 0,
    ]);
  });
});

describe('GET /hrpt/v1/{tid}/daily-production', () => {
  const EXPORT =
    'exportType=COLUMN&exportColumns=reportDate&exportColumns=lineName&exportColumns=outputQty' +
    '&exportTitles=Day&exportTitles=Line&exportTitles=Output';

  it('exports the rows as CSV for a role holding globex.report.daily.button.export', async () => {
    const token = await planner();
    const result = await get(`/hrpt/v1/2/daily-production?lineCode=L01&${EXPORT}`, token);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('text/csv');
    const [header, first] = String(result.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe('"Day","Line","Output"');
    expect(first).toMatch(/^"\d{4}-\d{2}-\d{2}","Assembly line 1","\d+"$/);
  });

  it('refuses the export to a role without the code (HTTP 403); the list itself it answers', async () => {
    const admin = await sessionAs(t, 'alice', 11);
    const refused = await get(`/hrpt/v1/1/daily-production?${EXPORT}`, admin);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'error.permission.denied',
      message:
        'The current role may not export the daily production report (globex.report.daily.button.export)',
    });
    expect((await get('/hrpt/v1/1/daily-production', admin)).body.totalElements).toBe(0);
  });
});
