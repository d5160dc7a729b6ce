/**
 * The Process Monitor's calls through the real client against the gateway's workflow engine,
 * signed in as admin (site level: every organisation's instances).
 */
import { fetchApprovalHistory } from '@polaris/core/services/workflow/approval';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchInstanceDiagram } from './fetch-instance-diagram';
import { fetchMonitorInstances } from './fetch-monitor-instances';
import {
  reassignInstance,
  resumeInstance,
  suspendInstance,
  terminateInstance,
} from './instance-operations';

const api = serviceContract('admin');

describe('process monitor', () => {
  it('lists the instances not ended: where each waits, whose turn, since when', async () => {
    const page = await fetchMonitorInstances({ businessKey: 'RB-A101' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hwfl/v1/process/monitor/instances',
      query: { businessKey: 'RB-A101' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        processInstanceId: 10001,
        tenantId: 1,
        processStatus: 'RUNNING',
        version: 2,
        currentNodeId: 'dept_review',
        currentTaskName: 'Department review',
        currentAssigneeName: 'Alice Chen',
        waitingSince: '2024-06-05 09:00:00',
        waitingTaskId: expect.any(Number),
      }),
    ]);
    const all = await fetchMonitorInstances({ size: 50 });
    expect(all.content.map((row) => row.processInstanceId)).not.toContain(10002);
    const suspended = await fetchMonitorInstances({ processStatus: 'SUSPENDED' });
    expect(suspended.content.map((row) => row.processInstanceId)).toEqual([10003]);
    expect((await fetchMonitorInstances({ tenantId: 2 })).totalElements).toBe(2);
  });

  it('suspends and resumes; each refused where the instance is not in that state', async () => {
    expect(await suspendInstance(10001)).toMatchObject({ processStatus: 'SUSPENDED' });
    expect(api.sent().at(-1)).toMatchObject({
      method: 'POST',
      path: '/hwfl/v1/process/monitor/instances/10001/suspend',
    });
    await expect(suspendInstance(10001)).rejects.toMatchObject({
      code: 'error.workflow.not_running',
    });
    expect(await resumeInstance(10001)).toMatchObject({ processStatus: 'RUNNING' });
    await expect(resumeInstance(10001)).rejects.toMatchObject({ code: expect.any(String) });
  });

  it('reassigns the waiting task to another user of the organisation, as a Delegate step', async () => {
    const row = await reassignInstance(10001, { targetUserId: 1001, comment: 'On leave' });
    expect(row).toMatchObject({ currentNodeId: 'dept_review', currentAssigneeName: 'Wei Wang' });
    const history = await fetchApprovalHistory('10001');
    expect(history.at(-2)).toMatchObject({ action: 'Delegate', comment: 'On leave → Wei Wang' });
    await expect(reassignInstance(10001, { targetUserId: 2001 })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
  });

  it('terminates with a reason, kept as the last step; it leaves the list', async () => {
    await expect(terminateInstance(10006, { reason: ' ' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    expect(await terminateInstance(10006, { reason: 'Duplicate' })).toMatchObject({
      processStatus: 'TERMINATED',
    });
    const history = await fetchApprovalHistory('10006');
    expect(history.at(-1)).toMatchObject({ action: 'Terminated', comment: 'Duplicate' });
    const left = await fetchMonitorInstances({ businessKey: 'MR-B-2024-06' });
    expect(left.totalElements).toBe(0);
  });

  it('draws the version an instance runs on with its waiting step', async () => {
    expect(await fetchInstanceDiagram(10004)).toMatchObject({
      definitionId: 401,
      version: 1,
      currentNodeId: 'plant_review',
      nodes: expect.arrayContaining([expect.objectContaining({ nodeId: 'plant_review' })]),
    });
  });
});
