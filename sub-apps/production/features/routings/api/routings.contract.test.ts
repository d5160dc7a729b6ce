/**
 * The routing calls through the real client, as alice on Globex (production planner): the list,
 * one routing with its operations, and the operations saved in a new order in one call.
 */
import { plannerContract } from '../../../../../test/support/planner-contract';
import { fetchRouting } from './fetch-routing';
import { fetchRoutings } from './fetch-routings';
import { saveRoutingOperations } from './save-routing-operations';

const api = plannerContract();

describe('routings', () => {
  it('list and one: GET /routings?itemCode=, GET /routings/{id}', async () => {
    const page = await fetchRoutings({ itemCode: 'PH' });
    expect(api.sent()[0]).toEqual({
      method: 'GET',
      path: '/mes/v1/2/routings',
      query: { itemCode: 'PH' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ routingCode: 'RT-PH-500', operationCount: 4 }),
    ]);
    const routing = await fetchRouting(page.content[0].routingId);
    expect(api.sent()[1]).toMatchObject({ method: 'GET', path: '/mes/v1/2/routings/3' });
    expect(routing.operations.map((op) => `${op.seq} ${op.operationCode}`)).toEqual([
      '10 CAST',
      '20 MILL',
      '30 PTEST',
      '40 PAINT',
    ]);
  });

  it('save: PUT /routings/{id}/operations with the new order; renumbered on the way back', async () => {
    const routing = await fetchRouting(3);
    api.gateway.state.calls.reset();
    const operations = [...routing.operations].reverse().map(({ seq: _seq, ...op }) => op);
    const saved = await saveRoutingOperations(3, { objectVersionNumber: 1, operations });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/mes/v1/2/routings/3/operations',
      query: {},
      body: { objectVersionNumber: 1, operations },
    });
    expect(saved.operations.map((op) => `${op.seq} ${op.operationCode}`)).toEqual([
      '10 PAINT',
      '20 PTEST',
      '30 MILL',
      '40 CAST',
    ]);
    await expect(
      saveRoutingOperations(3, { objectVersionNumber: 1, operations }),
    ).rejects.toMatchObject({ code: 'error.data_changed' });
  });
});
