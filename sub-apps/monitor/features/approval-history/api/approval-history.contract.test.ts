/** The process instance list through the real client against the mock gateway, as alice. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchProcessInstances } from './fetch-process-instances';

const api = serviceContract('alice');

describe('process instances', () => {
  it('GET /process/instance in the organisation’s path, with the filters as the query', async () => {
    const page = await fetchProcessInstances({ status: 'running', processName: '', size: 5 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hwfl/v1/1/process/instance',
      query: { status: 'running', size: '5' },
    });
    expect(page.content.map((row) => row.processInstanceId)).toEqual([10006, 10005, 10001]);
    expect(page.content[2]).toMatchObject({
      processName: 'Renovation budget',
      currentTaskName: 'Department review',
      currentAssigneeName: 'Alice Chen',
    });
  });
});
