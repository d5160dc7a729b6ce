/** The approval history call through the real client against the mock gateway, as alice. */
import { serviceContract } from '../../../test/support/service-contract';
import { fetchApprovalHistory } from './approval';
import { APPROVAL_ACTIONS } from './types';

const api = serviceContract('alice');

describe('approval history', () => {
  it('GET in the organisation’s path; every action kind, the running step last', async () => {
    const steps = await fetchApprovalHistory(10001);
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hwfl/v1/1/process/instance/10001/approve-history',
      query: {},
    });
    expect(new Set(steps.map((step) => step.action).filter(Boolean))).toEqual(
      new Set(APPROVAL_ACTIONS),
    );
    expect(steps.at(-1)).toMatchObject({ action: null, endTime: null });
  });

  it('encodes the instance id as one path segment; an unknown instance has no steps', async () => {
    await expect(fetchApprovalHistory('a/b')).resolves.toEqual([]);
    expect(api.onlySent().path).toBe('/hwfl/v1/1/process/instance/a%2Fb/approve-history');
  });
});
