// Routings and quality inspections at the gateway: a routing's operations saved as one ordered
// list (renumbered, validated, versioned), inspections judged against the plan's AQL, each
// organisation seeing only its own.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const planner = () => sessionAs(t, 'alice', 12); // Globex, tenant 2
const call = (token: string, path: string, method = 'GET', body?: unknown) =>
  callApi(t.url, path, { method, token, body });

type Operation = { seq: number; operationCode: string; setupMinutes: number; runMinutes: number };
const codes = (operations: Operation[]) => operations.map((op) => op.operationCode);
const withoutSeq = ({ seq: _seq, ...operation }: Operation) => operation;

describe('routings', () => {
  it('lists the organisation’s routings with their operation counts, searchable by item', async () => {
    const token = await planner();
    const { body } = await call(token, '/mes/v1/2/routings?itemCode=gx');
    expect(body.content).toEqual([
      expect.objectContaining({ routingCode: 'RT-GX-100', itemCode: 'GX-100', operationCount: 5 }),
      expect.objectContaining({ routingCode: 'RT-GX-210', operationCount: 4 }),
    ]);
  });

  it('saves a new order in one call: renumbered 10, 20, … and versioned', async () => {
    const token = await planner();
    const routing = (await call(token, '/mes/v1/2/routings/1')).body;
    expect(codes(routing.operations)).toEqual(['CAST', 'DEBURR', 'MILL', 'DRILL', 'INSPECT']);
    const [cast, deburr, mill, ...rest] = routing.operations as Operation[];
    const reordered = [cast, mill, deburr, ...rest].map(withoutSeq);
    const saved = await call(token, '/mes/v1/2/routings/1/operations', 'PUT', {
      objectVersionNumber: 1,
      operations: reordered,
    });
    expect(codes(saved.body.operations)).toEqual(['CAST', 'MILL', 'DEBURR', 'DRILL', 'INSPECT']);
    expect(saved.body.operations.map((op: Operation) => op.seq)).toEqual([10, 20, 30, 40, 50]);
    expect(saved.body.objectVersionNumber).toBe(2);
    expect(codes((await call(token, '/mes/v1/2/routings/1')).body.operations)).toEqual(
      codes(saved.body.operations),
    );
    const stale = await call(token, '/mes/v1/2/routings/1/operations', 'PUT', {
      objectVersionNumber: 1,
      operations: reordered,
    });
    expect(stale.body).toMatchObject({ code: 'error.data_changed', type: 'warn' });
  });

  it.each([
    [
      'a duplicate code (any case)',
      (ops: Operation[]) => [...ops, { ...ops[0], operationCode: 'cast' }],
      'error.routing.operation_duplicate',
      'Operation code cast appears twice in routing RT-GX-100',
    ],
    [
      'a run time of 0',
      (ops: Operation[]) => [{ ...ops[0], runMinutes: 0 }, ...ops.slice(1)],
      'error.param.invalid',
      'Operation 1: runMinutes must be within 1–10000, got 0',
    ],
    [
      'a negative setup time',
      (ops: Operation[]) => [ops[0], { ...ops[1], setupMinutes: -5 }],
      'error.param.invalid',
      'Operation 2: setupMinutes must be within 0–10000, got -5',
    ],
    ['no operation', () => [], 'error.param.invalid', 'A routing needs at least one operation'],
  ])('refuses %s, nothing saved', async (_what, change, code, message) => {
    const token = await planner();
    const routing = (await call(token, '/mes/v1/2/routings/1')).body;
    const { body } = await call(token, '/mes/v1/2/routings/1/operations', 'PUT', {
      objectVersionNumber: 1,
      operations: change(routing.operations).map(withoutSeq),
    });
    expect(body).toMatchObject({ failed: true, code, message });
    expect((await call(token, '/mes/v1/2/routings/1')).body).toEqual(routing);
  });

  it('another tenant’s routing is not found; the edit needs the button code', async () => {
    const token = await planner();
    expect((await call(token, '/mes/v1/2/routings/101')).body).toMatchObject({
      code: 'error.record.not_found',
    });
    const acme = await sessionAs(t, 'alice', 11);
    const routing = (await call(acme, '/mes/v1/1/routings/101')).body;
    const refused = await call(acme, '/mes/v1/1/routings/101/operations', 'PUT', {
      objectVersionNumber: 1,
      operations: routing.operations.map(withoutSeq),
    });
    expect(refused.status).toBe(403);
  });
});

const LOT = {
  workOrderId: 1,
  lotNumber: 'L-T-01',
  sampleSize: 80,
  defectCount: 2,
  inspector: 'Alice Chen',
  inspectionDate: '2026-12-06',
};

describe('inspections', () => {
  it('lists the organisation’s results, newest first, with the plan’s AQL and the verdict', async () => {
    const token = await planner();
    const { body } = await call(token, '/mes/v1/2/inspections');
    expect(body.content).toEqual([
      expect.objectContaining({ lotNumber: 'L-1204-01', result: 'FAIL', aqlPercent: 2.5 }),
      expect.objectContaining({ lotNumber: 'L-1203-01', result: 'PASS', planCode: 'PP-2026-12A' }),
    ]);
    const failed = await call(token, '/mes/v1/2/inspections?result=FAIL&inspectedFrom=2026-12-04');
    expect(failed.body.totalElements).toBe(1);
  });

  it.each([
    [2, 'PASS'], // 2.5 % of 80: at the limit
    [3, 'FAIL'],
  ])('records %i defects in 80 as %s, with its attachment', async (defectCount, result) => {
    const token = await planner();
    const uuid = 'ab'.repeat(16);
    const { body } = await call(token, '/mes/v1/2/inspections', 'POST', {
      ...LOT,
      defectCount,
      attachmentUuid: uuid,
    });
    expect(body).toMatchObject({
      workOrderNum: 'WO-2026-0001',
      result,
      aqlPercent: 2.5,
      attachmentUuid: uuid,
    });
  });

  it.each([
    [{ workOrderId: 3 }, 'error.inspection.status_invalid'], // CREATED: nothing made yet
    [{ workOrderId: 7 }, 'error.record.not_found'], // Acme's
    [{ defectCount: 81 }, 'error.param.invalid'],
    [{ attachmentUuid: '../etc' }, 'error.param.invalid'],
    [{ inspectionDate: '2026-02-30' }, 'error.param.invalid'],
  ])('refuses %j: %s', async (change, code) => {
    const token = await planner();
    const { body } = await call(token, '/mes/v1/2/inspections', 'POST', { ...LOT, ...change });
    expect(body).toMatchObject({ failed: true, code });
  });
});
