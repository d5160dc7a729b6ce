// Scheduled jobs: the list with filters, the status actions and their transitions, trigger,
// edit (cron check), delete, the version check and permissions per role. Logs: job-logs.test.ts.
import { useTestGateway } from '../../testing/test-gateway';
import { formatDateTime, startOfDay } from '../work/dates';
import { DAY_MS, schedulerTestKit } from './scheduler-test-kit';

const t = useTestGateway();
const { signIn, get, post, admin, job } = schedulerTestKit(t);

const ref = (row: { jobId: number; objectVersionNumber: number }) => ({
  jobId: row.jobId,
  objectVersionNumber: row.objectVersionNumber,
});

const CHANGED = {
  failed: true,
  code: 'error.record.changed',
  type: 'warn',
  message: 'The record has been changed by someone else. Refresh and try again.',
};

describe('GET /hsdr/v1/{organizationId}/job-info', () => {
  it('pages the organisation jobs by id, with the status meaning in the caller language', async () => {
    const body = await get('/hsdr/v1/0/job-info', signIn('admin'));
    expect(body).toMatchObject({ totalElements: 45, size: 10, number: 0, numberOfElements: 10 });
    const today = startOfDay(t.gateway.state.clock.now());
    expect(body.content[0]).toEqual({
      jobId: 1,
      tenantId: 0,
      jobCode: 'HPFM.CLEAN_TEMP_FILES',
      description: '清理临时文件',
      jobStatus: 'RUNNING',
      jobStatusMeaning: '运行中',
      cron: '0 0 2 * * ?',
      jobPriority: 50,
      executorName: 'hsdr-executor-a',
      jobHandler: 'cleanTempFilesHandler',
      startDate: formatDateTime(today - 90 * DAY_MS),
      endDate: null,
      lastExecuteTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      objectVersionNumber: 1,
    });
    const statuses = new Set(
      (await get('/hsdr/v1/0/job-info?size=100', signIn('admin'))).content.map(
        (row: { jobStatus: string }) => row.jobStatus,
      ),
    );
    expect([...statuses].sort()).toEqual(['COMPLETE', 'ERROR', 'NEW', 'PAUSE', 'RUNNING']);
  });

  it.each([
    [
      'jobStatus=PAUSE',
      ['HMNT.AUDIT_ARCHIVE', 'HFLE.ORPHAN_FILE_SCAN', 'HRPT.MONTH_END_REPORT', 'HPFM.UNIT_SYNC'],
    ],
    [
      'jobCode=hiam.',
      [
        'HIAM.SYNC_LDAP_USERS',
        'HIAM.PASSWORD_EXPIRY_NOTICE',
        'HIAM.ROLE_EXPIRY',
        'HIAM.INACTIVE_USER_LOCK',
      ],
    ],
    [
      'description=synchronise&jobStatus=running',
      ['HIAM.SYNC_LDAP_USERS', 'HPFM.EXCHANGE_RATE_SYNC'],
    ],
    [
      'jobCode=&description=&jobStatus=&jobStatus=ERROR',
      ['HIAM.ROLE_EXPIRY', 'HWFL.PROCESS_ARCHIVE'],
    ],
  ])('filters %s', async (query, codes) => {
    const body = await get(`/hsdr/v1/0/job-info?${query}&size=100`, await admin());
    expect(body.content.map((row: { jobCode: string }) => row.jobCode)).toEqual(codes);
  });

  it('sorts by priority', async () => {
    const body = await get('/hsdr/v1/0/job-info?sort=jobPriority,desc&size=2', signIn('admin'));
    expect(body.content.map((row: { jobPriority: number }) => row.jobPriority)).toEqual([100, 95]);
  });

  it('shows each organisation its own jobs only', async () => {
    const token = signIn('alice');
    const body = await get('/hsdr/v1/1/job-info', token);
    expect(body.totalElements).toBe(5);
    expect(body.content[0]).toMatchObject({ jobCode: 'ACME.BILL_GENERATE', tenantId: 1 });
    expect(await get('/hsdr/v1/0/job-info', token)).toMatchObject({
      code: 'error.permission.tenant_mismatch',
    });
    expect(await get('/hsdr/v1/0/job-info?jobStatus=DONE', signIn('admin'))).toMatchObject({
      code: 'error.param.invalid',
      message: 'jobStatus 必须是 NEW、RUNNING、PAUSE、COMPLETE、ERROR 之一',
    });
  });
});

describe('POST /hsdr/v1/{organizationId}/job-info/{start|pause|resume}', () => {
  it('starts a NEW job, pauses it, resumes it; each answers the saved job', async () => {
    const token = await admin();
    let row = await job('HSDR.LOG_CLEAN', token);
    expect(row.jobStatus).toBe('NEW');
    for (const [action, status, meaning] of [
      ['start', 'RUNNING', 'Running'],
      ['pause', 'PAUSE', 'Paused'],
      ['resume', 'RUNNING', 'Running'],
    ]) {
      const result = await post(`/hsdr/v1/0/job-info/${action}`, token, ref(row));
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({
        jobId: row.jobId,
        jobStatus: status,
        jobStatusMeaning: meaning,
        objectVersionNumber: row.objectVersionNumber + 1,
      });
      row = result.body;
    }
    expect(await job('HSDR.LOG_CLEAN', token)).toEqual(row);
    t.gateway.state.reset();
    expect((await job('HSDR.LOG_CLEAN', signIn('admin'))).jobStatus).toBe('NEW');
  });

  it.each([
    [
      'start',
      'HPFM.CLEAN_TEMP_FILES',
      'Job HPFM.CLEAN_TEMP_FILES is RUNNING: only a NEW job can start',
    ],
    [
      'pause',
      'HMNT.AUDIT_ARCHIVE',
      'Job HMNT.AUDIT_ARCHIVE is PAUSE: only a RUNNING job can pause',
    ],
    [
      'resume',
      'HPFM.CACHE_WARMUP',
      'Job HPFM.CACHE_WARMUP is COMPLETE: only a PAUSE job can resume',
    ],
    ['pause', 'HIAM.ROLE_EXPIRY', 'Job HIAM.ROLE_EXPIRY is ERROR: only a RUNNING job can pause'],
  ])('refuses to %s %s, naming the status', async (action, code, message) => {
    const token = await admin();
    const row = await job(code, token);
    const result = await post(`/hsdr/v1/0/job-info/${action}`, token, ref(row));
    expect(result.body).toEqual({
      failed: true,
      code: 'error.job.status_invalid',
      type: 'error',
      message,
    });
    expect(await job(code, token)).toEqual(row);
  });

  it('names the status in Chinese for a Chinese user', async () => {
    const token = signIn('admin');
    const row = await job('HPFM.CLEAN_TEMP_FILES', token);
    const result = await post('/hsdr/v1/0/job-info/start', token, ref(row));
    expect(result.body.message).toBe(
      '任务 HPFM.CLEAN_TEMP_FILES 的状态是 RUNNING：只有 NEW 状态的任务可以启动',
    );
  });

  it('refuses a stale version, an unknown job and a body without the ids', async () => {
    const token = await admin();
    const row = await job('HPFM.UNIT_SYNC', token);
    await post('/hsdr/v1/0/job-info/resume', token, ref(row));
    expect((await post('/hsdr/v1/0/job-info/pause', token, ref(row))).body).toEqual(CHANGED);
    expect(
      (await post('/hsdr/v1/0/job-info/pause', token, { jobId: 1001, objectVersionNumber: 1 }))
        .body,
    ).toMatchObject({ code: 'error.record.not_found', message: 'Job 1001 does not exist' });
    expect((await post('/hsdr/v1/0/job-info/pause', token, { jobId: 1 })).body).toMatchObject({
      code: 'error.param.invalid',
      message: 'objectVersionNumber is required',
    });
    expect((await post('/hsdr/v1/0/job-info/pause', token, [1])).body).toMatchObject({
      message: 'The body must be a JSON object',
    });
  });
});

describe('POST /hsdr/v1/{organizationId}/job-info/trigger', () => {
  it('runs the job once: a new newest log, the status stays, lastExecuteTime moves', async () => {
    const token = await admin();
    t.gateway.state.clock.advance(60_000);
    const row = await job('HPFM.UNIT_SYNC', token);
    const result = await post('/hsdr/v1/0/job-info/trigger', token, ref(row));
    expect(result.body).toMatchObject({
      jobStatus: 'PAUSE',
      objectVersionNumber: row.objectVersionNumber + 1,
    });
    expect(result.body.lastExecuteTime > row.lastExecuteTime).toBe(true);
    const logs = await get(`/hsdr/v1/0/job-logs?jobId=${row.jobId}`, token);
    expect(logs.totalElements).toBe(2);
    expect(logs.content[0]).toMatchObject({
      jobId: row.jobId,
      jobCode: 'HPFM.UNIT_SYNC',
      jobResult: 'SUCCESS',
      jobResultMeaning: 'Success',
      clientResult: 'SUCCESS',
      executorName: 'hsdr-executor-b',
      startTime: result.body.lastExecuteTime,
      messageHeader: 'Run succeeded',
    });
  });

  it('logs a failure for a job in ERROR', async () => {
    const token = await admin();
    const row = await job('HIAM.ROLE_EXPIRY', token);
    await post('/hsdr/v1/0/job-info/trigger', token, ref(row));
    const logs = await get(`/hsdr/v1/0/job-logs?jobId=${row.jobId}`, token);
    expect(logs.content[0]).toMatchObject({ jobResult: 'FAILED', clientResult: 'FAILURE' });
  });
});

describe('PUT /hsdr/v1/{organizationId}/job-info', () => {
  it('saves description (caller language), cron and priority of a job that is not running', async () => {
    const token = await admin();
    const row = await job('HMNT.AUDIT_ARCHIVE', token);
    const result = await post(
      '/hsdr/v1/0/job-info',
      token,
      { ...ref(row), description: 'Archive audit rows', cron: ' 0  0 4 1 *  ? ', jobPriority: 66 },
      'PUT',
    );
    expect(result.body).toEqual({
      ...row,
      description: 'Archive audit rows',
      cron: '0 0 4 1 * ?',
      jobPriority: 66,
      objectVersionNumber: 2,
    });
    expect(
      (await get('/hsdr/v1/0/job-info?jobCode=HMNT.AUDIT&lang=zh_CN', token)).content[0],
    ).toMatchObject({
      description: '审计数据归档',
      cron: '0 0 4 1 * ?',
    });
  });

  it.each([
    [
      '0 0 4 * *',
      'cron must have 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), got 5',
    ],
    [
      '0 0 4 * * ? 2030 1',
      'cron must have 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), got 8',
    ],
    ['0 61 4 * * ?', 'cron field minutes "61" is not valid'],
    ['0 0 4 * * *', 'cron needs "?" in exactly one of day-of-month and day-of-week'],
    ['0 0 4 ? FOO MON', 'cron field month "FOO" is not valid'],
    ['0 0/0 4 * * ?', 'cron field minutes "0/0" is not valid'],
  ])('refuses the cron %j', async (cron, message) => {
    const token = await admin();
    const row = await job('HMNT.AUDIT_ARCHIVE', token);
    const result = await post('/hsdr/v1/0/job-info', token, { ...ref(row), cron }, 'PUT');
    expect(result.body).toEqual({
      failed: true,
      code: 'error.job.cron_invalid',
      type: 'error',
      message,
    });
  });

  it.each([
    '0 0 12 ? * MON-FRI 2030',
    '0 15 10 L * ?',
    '0 0 9 ? * 6#3',
    '0/15 * 8-18 ? JAN-MAR 2L',
  ])('accepts the cron %j', async (cron) => {
    const token = await admin();
    const row = await job('HMNT.AUDIT_ARCHIVE', token);
    const result = await post('/hsdr/v1/0/job-info', token, { ...ref(row), cron }, 'PUT');
    expect(result.body.cron).toBe(cron);
  });

  it.each([
    [{ jobPriority: 101 }, 'error.param.invalid', 'jobPriority must be within 0–100, got 101'],
    [{ description: ' ' }, 'error.param.invalid', 'description must not be empty'],
  ])('refuses %o', async (change, code, message) => {
    const token = await admin();
    const row = await job('HMNT.AUDIT_ARCHIVE', token);
    const result = await post('/hsdr/v1/0/job-info', token, { ...ref(row), ...change }, 'PUT');
    expect(result.body).toMatchObject({ code, message });
  });

  it('refuses to edit a RUNNING job, and a stale version', async () => {
    const token = await admin();
    const running = await job('HPFM.CLEAN_TEMP_FILES', token);
    expect(
      (await post('/hsdr/v1/0/job-info', token, { ...ref(running), jobPriority: 1 }, 'PUT')).body,
    ).toMatchObject({
      code: 'error.job.status_invalid',
      message: 'Job HPFM.CLEAN_TEMP_FILES is RUNNING: pause it before editing',
    });
    const paused = await job('HMNT.AUDIT_ARCHIVE', token);
    const stale = { jobId: paused.jobId, objectVersionNumber: 5, jobPriority: 1 };
    expect((await post('/hsdr/v1/0/job-info', token, stale, 'PUT')).body).toEqual(CHANGED);
  });
});

describe('DELETE /hsdr/v1/{organizationId}/job-info', () => {
  it('deletes every job named, keeping their logs', async () => {
    const token = await admin();
    const [paused, done] = [
      await job('HFLE.ORPHAN_FILE_SCAN', token),
      await job('HPFM.CACHE_WARMUP', token),
    ];
    const result = await post('/hsdr/v1/0/job-info', token, [ref(paused), ref(done)], 'DELETE');
    expect(result.status).toBe(200);
    expect(result.body).toBe('');
    expect((await get('/hsdr/v1/0/job-info', token)).totalElements).toBe(43);
    expect((await get(`/hsdr/v1/0/job-logs?jobId=${paused.jobId}`, token)).totalElements).toBe(1);
  });

  it.each([
    [
      'a RUNNING one',
      'HPFM.CLEAN_TEMP_FILES',
      1,
      'Job HPFM.CLEAN_TEMP_FILES is RUNNING: pause it before deleting',
    ],
    ['a stale one', 'HSDR.LOG_CLEAN', 3, CHANGED.message],
  ])('deletes none when one is %s', async (_label, code, version, message) => {
    const token = await admin();
    const other = await job('HFLE.ORPHAN_FILE_SCAN', token);
    const named = await job(code, token);
    const body = [ref(other), { jobId: named.jobId, objectVersionNumber: version }];
    expect((await post('/hsdr/v1/0/job-info', token, body, 'DELETE')).body).toMatchObject({
      failed: true,
      message,
    });
    expect((await get('/hsdr/v1/0/job-info', token)).totalElements).toBe(45);
  });

  it('names the row of a bad item', async () => {
    const token = await admin();
    const result = await post(
      '/hsdr/v1/0/job-info',
      token,
      [{ jobId: 1, objectVersionNumber: 1 }, { jobId: 'x' }],
      'DELETE',
    );
    expect(result.body).toMatchObject({ message: 'Row 2: jobId must be an integer, got "x"' });
  });
});
