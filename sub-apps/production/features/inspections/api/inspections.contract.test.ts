/**
 * The inspection calls through the real client, as alice on Globex (production planner): the
 * list with its filters, the work order picker's list, and a result recorded with an attachment
 * uploaded through the file service first.
 */
import { plannerContract } from '../../../../../test/support/planner-contract';
import { createInspection } from './create-inspection';
import { fetchInspections } from './fetch-inspections';
import { fetchWorkOrderChoices } from './fetch-work-order-choices';

const api = plannerContract();

describe('inspections', () => {
  it('list: GET /inspections with the result and date filters', async () => {
    const page = await fetchInspections({ result: 'PASS', inspectedFrom: '2026-12-01' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/mes/v1/2/inspections',
      query: { result: 'PASS', inspectedFrom: '2026-12-01' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ lotNumber: 'L-1203-01', workOrderNum: 'WO-2026-0004' }),
    ]);
  });

  it('the work order picker reads the work orders', async () => {
    const orders = await fetchWorkOrderChoices({ size: 500 });
    expect(api.onlySent()).toMatchObject({ path: '/mes/v1/2/work-orders', query: { size: '500' } });
    expect(orders.totalElements).toBe(6);
  });

  it('create: POST /inspections; judged by the plan’s AQL, its attachment kept', async () => {
    const uuid = api.gateway.state.work.files.newUuid();
    const sent = {
      workOrderId: 1,
      lotNumber: 'L-C-1',
      sampleSize: 40,
      defectCount: 2,
      inspector: 'Alice Chen',
      inspectionDate: '2026-12-05',
      attachmentUuid: uuid,
      remark: null,
    };
    const saved = await createInspection(sent);
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/mes/v1/2/inspections',
      query: {},
      body: sent,
    });
    // 2 of 40 is 5 %: over the plan's 2.5 %
    expect(saved).toMatchObject({ result: 'FAIL', aqlPercent: 2.5, attachmentUuid: uuid });
  });
});
