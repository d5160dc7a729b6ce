/**
 * The scheduled job calls through the real client: admin on the platform organisation (0; the
 * scheduler is tenant level, so `/hsdr/v1/0/...`), alice on GLOBEX as production planner for the
 * permission checks.
 */
import { switchRole } from '@polaris/core/services/iam/roles';
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import type { JobInfoDto } from '@polaris/core/services/scheduler/types';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteJobs } from './delete-jobs';
import { fetchJobs } from './fetch-jobs';
import { pauseJob } from './pause-job';
import { resumeJob } from './resume-job';
import { startJob } from './start-job';
import { triggerJob } from './trigger-job';
import { updateJob } from './update-job';

const api = serviceContract('admin');

async function job(jobCode: string): Promise<JobInfoDto> {
  const [row] = (await fetchJobs({ jobCode })).content;
  api.gateway.state.calls.reset();
  return row;
}

const ref = ({ jobId, objectVersionNumber }: JobInfoDto) => ({ jobId, objectVersionNumber });

describe('jobs', () => {
  it('list: GET /{organizationId}/job-info with the filters and paging', async () => {
    const page = await fetchJobs({ jobStatus: 'PAUSE', description: '', page: 1, size: 2 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hsdr/v1/0/job-info',
      query: { jobStatus: 'PAUSE', page: '1', size: '2' },
    });
    expect(page).toMatchObject({ totalElements: 4, number: 1, numberOfElements: 2 });
    expect(page.content[0]).toMatchObject({
      jobCode: 'HRPT.MONTH_END_REPORT',
      description: '月结报表',
      jobStatus: 'PAUSE',
      jobStatusMeaning: '暂停',
      jobPriority: 95,
    });
  });

  it.each([
    ['start', startJob, 'HSDR.LOG_CLEAN', 'RUNNING'],
    ['pause', pauseJob, 'HPFM.CLEAN_TEMP_FILES', 'PAUSE'],
    ['resume', resumeJob, 'HPFM.UNIT_SYNC', 'RUNNING'],
    ['trigger', triggerJob, 'HIAM.ROLE_EXPIRY', 'ERROR'],
  ] as const)(
    '%s: POST /job-info/%s with the id and version',
    async (action, call, code, status) => {
      const row = await job(code);
      const saved = await call(ref(row));
      expect(api.onlySent()).toEqual({
        method: 'POST',
        path: `/hsdr/v1/0/job-info/${action}`,
        query: {},
        body: ref(row),
      });
      expect(saved).toMatchObject({
        jobId: row.jobId,
        jobStatus: status,
        objectVersionNumber: row.objectVersionNumber + 1,
      });
    },
  );

  it('a wrong transition: a failed body naming the status, shown to the user', async () => {
    const row = await job('HPFM.CACHE_WARMUP');
    await expect(resumeJob(ref(row))).rejects.toMatchObject({
      kind: 'business',
      code: 'error.job.status_invalid',
    });
    expect(api.notices).toEqual([
      expect.objectContaining({
        style: 'error',
        description: '任务 HPFM.CACHE_WARMUP 的状态是 COMPLETE：只有 PAUSE 状态的任务可以恢复',
      }),
    ]);
  });

  it('edit: PUT /job-info of the changed fields', async () => {
    const row = await job('HMNT.AUDIT_ARCHIVE');
    const update = { ...ref(row), description: '审计归档', cron: '0 0 3 ? * SUN', jobPriority: 20 };
    const saved = await updateJob(update);
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hsdr/v1/0/job-info',
      query: {},
      body: update,
    });
    expect(saved).toEqual({ ...row, ...update, objectVersionNumber: 2 });
  });

  it('edit with a bad cron: a failed body naming the field', async () => {
    const row = await job('HMNT.AUDIT_ARCHIVE');
    await expect(updateJob({ ...ref(row), cron: '* * *' })).rejects.toMatchObject({
      code: 'error.job.cron_invalid',
      message: 'cron 必须有 6 或 7 个字段（秒 分 时 日 月 周 [年]），收到 3 个',
    });
  });

  it('delete: DELETE /job-info with the ids and versions; the list no longer has them', async () => {
    const [a, b] = [await job('HSDR.LOG_CLEAN'), await job('HPFM.HOLIDAY_IMPORT')];
    await deleteJobs([a, b]);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/hsdr/v1/0/job-info',
      query: {},
      body: [ref(a), ref(b)],
    });
    expect((await fetchJobs()).totalElements).toBe(43);
  });

  it('stale version: a warning, nothing saved', async () => {
    const row = await job('HPFM.UNIT_SYNC');
    await triggerJob(ref(row));
    await expect(resumeJob(ref(row))).rejects.toMatchObject({
      code: 'error.record.changed',
      noticeType: 'warn',
    });
    expect((await job('HPFM.UNIT_SYNC')).jobStatus).toBe('PAUSE');
  });
});

describe('permissions', () => {
  beforeEach(async () => {
    await api.signIn('alice');
    await switchRole(12); // GLOBEX production planner
    updateSessionFromUser(await fetchCurrentUser());
  });

  it('the planner pauses (approved) but may not start (HTTP 403, shown)', async () => {
    const [running] = (await fetchJobs({ jobCode: 'GLOBEX.MRP_RUN' })).content;
    expect(api.sent().at(-1)).toMatchObject({ path: '/hsdr/v1/2/job-info' });
    expect(await pauseJob(ref(running))).toMatchObject({ jobStatus: 'PAUSE' });
    const [fresh] = (await fetchJobs({ jobCode: 'GLOBEX.PLAN_RELEASE' })).content;
    // a failed body: the server's words for people, with its status
    await expect(startJob(ref(fresh))).rejects.toMatchObject({ kind: 'business', status: 403 });
    expect(api.notices).toHaveLength(1);
  });
});
