/**
 * The work order calls through the real client, as alice on Globex (production planner): the
 * list with its filters, a new work order of a plan (its task on the plan's Gantt chart), and the
 * status steps with their failures.
 */
import { plannerContract } from '../../../../../test/support/planner-contract';
import { createWorkOrder } from './create-work-order';
import { fetchPlanChoices } from './fetch-plan-choices';
import { fetchWorkOrders } from './fetch-work-orders';
import { postWorkOrderAction } from './work-order-action';

const api = plannerContract();

describe('work orders', () => {
  it('list: GET /mes/v1/2/work-orders with the filters the search form gives', async () => {
    const page = await fetchWorkOrders({
      status: 'CREATED',
      planCode: 'PP-2026-12A',
      plannedFrom: '2026-12-01',
      plannedTo: '2026-12-31',
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/mes/v1/2/work-orders',
      query: {
        status: 'CREATED',
        planCode: 'PP-2026-12A',
        plannedFrom: '2026-12-01',
        plannedTo: '2026-12-31',
      },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ workOrderNum: 'WO-2026-0003', itemCode: 'GX-330', quantity: 240 }),
    ]);
  });

  it('the plan picker reads the plans', async () => {
    const plans = await fetchPlanChoices({ size: 200, sort: 'planCode,asc' });
    expect(api.onlySent()).toMatchObject({ path: '/mes/v1/2/plans' });
    expect(plans.content.map((plan) => plan.planCode)).toEqual([
      'PP-2026-12A',
      'PP-2026-12B',
      'PP-2027-01A',
    ]);
  });

  it('create: POST /work-orders; the task joins the plan’s chart', async () => {
    const order = {
      planId: 1,
      itemCode: 'GX-210',
      quantity: 30,
      plannedStart: '2026-12-10',
      plannedEnd: '2026-12-12',
    };
    const created = await createWorkOrder(order);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/mes/v1/2/work-orders',
      query: {},
      body: order,
    });
    expect(created).toMatchObject({ ...order, workOrderNum: 'WO-2026-0007', status: 'CREATED' });
    const tasks = api.gateway.state.work.gantt.tasks(2, 2001);
    expect(tasks.find((task) => task.taskId === created.ganttTaskId)).toMatchObject({
      taskName: 'WO-2026-0007 GX-210 × 30',
      startDate: '2026-12-10 00:00:00',
      endDate: '2026-12-12 00:00:00',
    });
  });

  it('release then start: POST /work-orders/{action} with the id and version', async () => {
    const [created] = (await fetchWorkOrders({ workOrderNum: 'WO-2026-0003' })).content;
    api.gateway.state.calls.reset();
    const released = await postWorkOrderAction('release', created);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/mes/v1/2/work-orders/release',
      query: {},
      body: { workOrderId: created.workOrderId, objectVersionNumber: 1 },
    });
    expect(released).toMatchObject({ status: 'RELEASED', objectVersionNumber: 2 });
    expect(await postWorkOrderAction('start', released)).toMatchObject({ status: 'STARTED' });
  });

  it('an illegal step: a failed body saying why, shown to the user', async () => {
    const [created] = (await fetchWorkOrders({ workOrderNum: 'WO-2026-0003' })).content;
    await expect(postWorkOrderAction('close', created)).rejects.toMatchObject({
      kind: 'business',
      code: 'error.work_order.status_invalid',
    });
    expect(api.notices).toEqual([
      expect.objectContaining({
        description: 'Work order WO-2026-0003 is CREATED: only a COMPLETED work order can close',
      }),
    ]);
  });
});
