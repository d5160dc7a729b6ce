// The production planner's plans and work orders at the gateway: tenant scoping (another
// tenant's plan is neither listed nor reachable), the button codes, the version check, the work
// order status flow and the plan's Gantt chart holding its work orders.
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const planner = () => sessionAs(t, 'alice', 12); // Globex, tenant 2
const call = (token: string, path: string, method = 'GET', body?: unknown) =>
  callApi(t.url, path, { method, token, body });

const ref = (row: { workOrderId: number; objectVersionNumber: number }) => ({
  workOrderId: row.workOrderId,
  objectVersionNumber: row.objectVersionNumber,
});

async function workOrder(token: string, num: string) {
  const { body } = await call(token, `/mes/v1/2/work-orders?workOrderNum=${num}`);
  return body.content[0];
}

const NEW_PLAN = {
  planCode: 'PP-TEST-1',
  planName: 'Test plan',
  startDate: '2027-02-01',
  endDate: '2027-02-20',
  aqlPercent: 1.5,
};

describe('plans', () => {
  it('lists the organisation’s own plans only, with their charts and work order counts', async () => {
    const token = await planner();
    const { body } = await call(token, '/mes/v1/2/plans?sort=planCode,asc');
    expect(body.content.map((plan: { planCode: string }) => plan.planCode)).toEqual([
      'PP-2026-12A',
      'PP-2026-12B',
      'PP-2027-01A',
    ]);
    expect(body.content[0]).toMatchObject({ ganttId: 2001, workOrderCount: 4, aqlPercent: 2.5 });
    expect(body.content[0]).not.toHaveProperty('tenantId');
    const acme = await call(await sessionAs(t, 'alice', 11), '/mes/v1/1/plans');
    expect(acme.body.content.map((plan: { planCode: string }) => plan.planCode)).toEqual([
      'PP-ACME-01',
    ]);
  });

  it('refuses another organisation in the path and another tenant’s plan by id', async () => {
    const token = await planner();
    const other = await call(token, '/mes/v1/1/plans');
    expect(other.body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
    const release = await call(token, '/mes/v1/2/plans/release', 'POST', {
      planId: 101,
      objectVersionNumber: 1,
    });
    expect(release.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
    const order = await call(token, '/mes/v1/2/work-orders', 'POST', {
      planId: 101,
      itemCode: 'X',
      quantity: 1,
      plannedStart: '2026-12-02',
      plannedEnd: '2026-12-03',
    });
    expect(order.body).toMatchObject({ failed: true, code: 'error.record.not_found' });
  });

  it('creates a DRAFT plan with a chart of its own, edits and releases it once', async () => {
    const token = await planner();
    const created = (await call(token, '/mes/v1/2/plans', 'POST', NEW_PLAN)).body;
    expect(created).toMatchObject({ ...NEW_PLAN, planStatus: 'DRAFT', ganttId: 2004 });
    const edited = await call(token, '/mes/v1/2/plans', 'PUT', {
      ...NEW_PLAN,
      planId: created.planId,
      objectVersionNumber: 1,
      planName: 'Renamed',
    });
    expect(edited.body).toMatchObject({ planName: 'Renamed', objectVersionNumber: 2 });
    const stale = await call(token, '/mes/v1/2/plans/release', 'POST', {
      planId: created.planId,
      objectVersionNumber: 1,
    });
    expect(stale.body).toMatchObject({ failed: true, code: 'error.data_changed', type: 'warn' });
    const released = await call(token, '/mes/v1/2/plans/release', 'POST', {
      planId: created.planId,
      objectVersionNumber: 2,
    });
    expect(released.body).toMatchObject({ planStatus: 'RELEASED', objectVersionNumber: 3 });
    const again = await call(token, '/mes/v1/2/plans', 'PUT', {
      ...NEW_PLAN,
      planId: created.planId,
      objectVersionNumber: 3,
    });
    expect(again.body).toMatchObject({ code: 'error.plan.status_invalid' });
  });

  it.each([
    [
      { planCode: 'PP-2026-12A' },
      'error.plan.code_duplicate',
      'Plan code PP-2026-12A already exists',
    ],
    [{ endDate: '2027-01-01' }, 'error.param.invalid', 'endDate must not be before startDate'],
    [{ aqlPercent: 120 }, 'error.param.invalid', 'aqlPercent must be within 0–100'],
    [{ planCode: 'a b' }, 'error.param.invalid', 'planCode may hold letters'],
  ])('refuses %j: %s', async (change, code, message) => {
    const token = await planner();
    const { body } = await call(token, '/mes/v1/2/plans', 'POST', { ...NEW_PLAN, ...change });
    expect(body).toMatchObject({ failed: true, code });
    expect(body.message).toContain(message);
  });

  it('needs the button code: Acme’s property manager may not create a plan (403)', async () => {
    const token = await sessionAs(t, 'alice', 11);
    const result = await call(token, '/mes/v1/1/plans', 'POST', NEW_PLAN);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'error.permission.denied' });
  });
});

describe('work orders', () => {
  it('searches by number, item, status, plan and planned start range', async () => {
    const token = await planner();
    const nums = async (query: string) =>
      (await call(token, `/mes/v1/2/work-orders?${query}`)).body.content.map(
        (row: { workOrderNum: string }) => row.workOrderNum,
      );
    expect(await nums('itemCode=gx-100&sort=workOrderNum,asc')).toEqual([
      'WO-2026-0001',
      'WO-2026-0004',
    ]);
    expect(await nums('status=CREATED&planId=2')).toEqual(['WO-2026-0006', 'WO-2026-0005']);
    expect(await nums('plannedFrom=2026-12-07&plannedTo=2026-12-08')).toEqual([
      'WO-2026-0005',
      'WO-2026-0003',
    ]);
    const bad = await call(token, '/mes/v1/2/work-orders?plannedFrom=2026-13-01');
    expect(bad.body).toMatchObject({ code: 'error.param.invalid' });
  });

  it('creates one from a plan, with its task on the plan’s Gantt chart', async () => {
    const token = await planner();
    const before = (await call(token, '/hpfm/v1/2/gantt-tasks?ganttId=2002')).body;
    expect(before.map((task: { taskName: string }) => task.taskName)).toEqual([
      'WO-2026-0005 PH-500 × 80',
      'WO-2026-0006 PH-520 × 160',
    ]);
    const { body } = await call(token, '/mes/v1/2/work-orders', 'POST', {
      planId: 2,
      itemCode: 'PH-500',
      quantity: 40,
      plannedStart: '2026-12-14',
      plannedEnd: '2026-12-18',
    });
    expect(body).toMatchObject({
      workOrderNum: 'WO-2026-0007',
      planCode: 'PP-2026-12B',
      status: 'CREATED',
      objectVersionNumber: 1,
    });
    const after = (await call(token, '/hpfm/v1/2/gantt-tasks?ganttId=2002')).body;
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({
      taskId: body.ganttTaskId,
      taskName: 'WO-2026-0007 PH-500 × 40',
      startDate: '2026-12-14 00:00:00',
      endDate: '2026-12-18 00:00:00',
      objectVersionNumber: 1,
      tenantId: 2,
    });
    // not on Acme's chart of the same number, nor on another chart
    const acme = await call(await sessionAs(t, 'alice', 11), '/hpfm/v1/1/gantt-tasks?ganttId=2002');
    expect(acme.body).toEqual([]);
  });

  it('refuses planned dates outside the plan, leaving the chart as it was', async () => {
    const token = await planner();
    const { body } = await call(token, '/mes/v1/2/work-orders', 'POST', {
      planId: 2,
      itemCode: 'PH-500',
      quantity: 40,
      plannedStart: '2026-12-20',
      plannedEnd: '2026-12-30',
    });
    expect(body).toMatchObject({ failed: true, code: 'error.param.invalid' });
    expect(body.message).toContain('2026-12-07 to 2026-12-23');
    expect((await call(token, '/hpfm/v1/2/gantt-tasks?ganttId=2002')).body).toHaveLength(2);
  });

  it('moves CREATED → RELEASED → STARTED → COMPLETED → CLOSED, one step at a time', async () => {
    const token = await planner();
    let row = await workOrder(token, 'WO-2026-0003');
    for (const [action, status] of [
      ['release', 'RELEASED'],
      ['start', 'STARTED'],
      ['complete', 'COMPLETED'],
      ['close', 'CLOSED'],
    ]) {
      const result = await call(token, `/mes/v1/2/work-orders/${action}`, 'POST', ref(row));
      expect(result.body).toMatchObject({
        status,
        objectVersionNumber: row.objectVersionNumber + 1,
      });
      row = result.body;
    }
  });

  it('refuses an illegal step with a failed body saying why, and a stale version', async () => {
    const token = await planner();
    const row = await workOrder(token, 'WO-2026-0003');
    const skip = await call(token, '/mes/v1/2/work-orders/complete', 'POST', ref(row));
    expect(skip.body).toEqual({
      failed: true,
      code: 'error.work_order.status_invalid',
      message: 'Work order WO-2026-0003 is CREATED: only a STARTED work order can complete',
      type: 'error',
    });
    await call(token, '/mes/v1/2/work-orders/release', 'POST', ref(row));
    const stale = await call(token, '/mes/v1/2/work-orders/start', 'POST', ref(row));
    expect(stale.body).toMatchObject({ code: 'error.data_changed', type: 'warn' });
    expect((await workOrder(token, 'WO-2026-0003')).status).toBe('RELEASED');
    const unknown = await call(token, '/mes/v1/2/work-orders/explode', 'POST', ref(row));
    expect(unknown.body).toMatchObject({ code: 'error.param.invalid' });
  });

  it('answers in the caller’s language', async () => {
    const token = await planner();
    const row = await workOrder(token, 'WO-2026-0003');
    const result = await call(token, '/mes/v1/2/work-orders/start?lang=zh_CN', 'POST', ref(row));
    expect(result.body.message).toBe(
      '工单 WO-2026-0003 的状态是 CREATED：只有 RELEASED 状态的工单可以开工',
    );
  });

  it('another tenant’s work order is not found, and stays as it was', async () => {
    const token = await planner();
    const result = await call(token, '/mes/v1/2/work-orders/start', 'POST', {
      workOrderId: 7,
      objectVersionNumber: 1,
    });
    expect(result.body).toMatchObject({ code: 'error.record.not_found' });
    const acme = await call(await sessionAs(t, 'alice', 11), '/mes/v1/1/work-orders');
    expect(acme.body.content[0]).toMatchObject({
      workOrderNum: 'WO-ACME-0001',
      status: 'RELEASED',
    });
  });

  it('a reset restores the seed: orders and the plan’s chart', async () => {
    const token = await planner();
    await call(token, '/mes/v1/2/work-orders', 'POST', {
      planId: 1,
      itemCode: 'GX-100',
      quantity: 5,
      plannedStart: '2026-12-10',
      plannedEnd: '2026-12-11',
    });
    t.gateway.state.reset(); // back on alice's starting role: the planner's again
    const again = await planner();
    expect((await call(again, '/mes/v1/2/work-orders')).body.totalElements).toBe(6);
    expect((await call(again, '/hpfm/v1/2/gantt-tasks?ganttId=2001')).body).toHaveLength(4);
  });
});
