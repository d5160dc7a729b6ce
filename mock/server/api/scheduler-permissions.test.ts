// Scheduled jobs: which roles may start, pause, resume, run, edit and delete jobs at the gateway.
import { callApi, useTestGateway } from '../../testing/test-gateway';
import { schedulerTestKit } from './scheduler-test-kit';

const t = useTestGateway();
const { signIn, get, post, planner, job } = schedulerTestKit(t);

const ref = (row: { jobId: number; objectVersionNumber: number }) => ({
  jobId: row.jobId,
  objectVersionNumber: row.objectVersionNumber,
});

describe('permissions of the job actions', () => {
  it('the planner may trigger, pause and resume; not start, edit or delete (HTTP 403)', async () => {
    const token = await planner();
    const check = await callApi(t.url, '/iam/hzero/v1/menus/check-permissions', {
      method: 'POST',
      token,
      body: ['start', 'pause', 'resume', 'trigger', 'edit', 'delete', 'log'].map(
        (action) => `hsdr.job-info.button.${action}`,
      ),
    });
    expect(check.body.map((row: { approve: boolean }) => row.approve)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(check.body[5].controllerType).toBe('hidden');

    const mes = await job('GLOBEX.DAILY_OUTPUT', token, 2);
    const paused = await post('/hsdr/v1/2/job-info/pause', token, ref(mes));
    expect(paused.body).toMatchObject({ jobStatus: 'PAUSE', jobStatusMeaning: 'Paused' });
    expect((await post('/hsdr/v1/2/job-info/trigger', token, ref(paused.body))).status).toBe(200);

    const plan = await job('GLOBEX.PLAN_RELEASE', token, 2);
    const start = await post('/hsdr/v1/2/job-info/start', token, ref(plan));
    expect(start.status).toBe(403);
    expect(start.body).toEqual({
      failed: true,
      code: 'error.permission.denied',
      type: 'warn',
      message: 'The current role may not do this (hsdr.job-info.button.start)',
    });
    const edit = await post('/hsdr/v1/2/job-info', token, { ...ref(plan), jobPriority: 1 }, 'PUT');
    expect(edit.status).toBe(403);
    const remove = await post('/hsdr/v1/2/job-info', token, [ref(plan)], 'DELETE');
    expect(remove.status).toBe(403);
    expect(await job('GLOBEX.PLAN_RELEASE', token, 2)).toEqual(plan);
  });

  it('the property manager may only read logs; the tenant administrator may do all', async () => {
    const alice = signIn('alice');
    const acme = await job('ACME.REPAIR_REMINDER', alice, 1);
    expect((await post('/hsdr/v1/1/job-info/resume', alice, ref(acme))).status).toBe(403);
    expect((await get('/hsdr/v1/1/job-logs', alice)).totalElements).toBe(5);

    const tenantAdmin = signIn('admin');
    await callApi(t.url, '/iam/v1/users/roles?roleId=2', { method: 'PUT', token: tenantAdmin });
    const resumed = await post('/hsdr/v1/1/job-info/resume', tenantAdmin, ref(acme));
    expect(resumed.body).toMatchObject({ jobStatus: 'RUNNING', jobStatusMeaning: '运行中' });
  });
});
