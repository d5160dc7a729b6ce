// Job logs: newest first, filters and the date range, relative to the gateway clock.
import { useTestGateway } from '../../testing/test-gateway';
import { formatDateTime, startOfDay } from '../work/dates';
import { DAY_MS, schedulerTestKit } from './scheduler-test-kit';

const t = useTestGateway();
const { get, admin } = schedulerTestKit(t);

describe('GET /hsdr/v1/{organizationId}/job-logs', () => {
  it('pages the organisation logs newest first, spread over today, yesterday, the week and older', async () => {
    const token = await admin();
    const body = await get('/hsdr/v1/0/job-logs?size=100', token);
    expect(body.totalElements).toBe(21);
    const starts: string[] = body.content.map((row: { startTime: string }) => row.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    const now = t.gateway.state.clock.now();
    const day = (daysAgo: number) =>
      formatDateTime(startOfDay(now) - daysAgo * DAY_MS).slice(0, 10);
    const days = new Set(starts.map((start) => start.slice(0, 10)));
    for (const daysAgo of [0, 1, 2, 6, 14, 60]) expect(days).toContain(day(daysAgo));
    expect(starts.every((start) => start <= formatDateTime(now))).toBe(true);
    expect(Object.keys(body.content[0]).sort()).toEqual([
      'clientResult',
      'endTime',
      'executorName',
      'jobCode',
      'jobId',
      'jobResult',
      'jobResultMeaning',
      'logId',
      'message',
      'messageHeader',
      'startTime',
    ]);
    expect(body.content[0].startTime.startsWith(day(0))).toBe(true);
    const results = new Set(body.content.map((row: { jobResult: string }) => row.jobResult));
    expect([...results].sort()).toEqual(['FAILED', 'PART', 'RUNNING', 'SUCCESS', 'UNEXECUTE']);
  });

  it('filters by job, result and start time range (bare dates cover the whole day)', async () => {
    const token = await admin();
    const now = t.gateway.state.clock.now();
    const day = (daysAgo: number) =>
      formatDateTime(startOfDay(now) - daysAgo * DAY_MS).slice(0, 10);
    const count = async (query: string) =>
      (await get(`/hsdr/v1/0/job-logs?${query}`, token)).totalElements;
    expect(await count('jobResult=FAILED')).toBe(2);
    expect(await count('jobId=1')).toBe(2);
    expect(await count(`startTimeFrom=${day(1)}&startTimeTo=${day(1)}`)).toBe(5);
    expect(await count(`startTimeFrom=${day(1)} 06:00:00&startTimeTo=${day(1)} 23:59:59`)).toBe(3);
    expect(await count(`startTimeTo=${day(7)}`)).toBe(5);
    expect(await count('jobId=&jobResult=&startTimeFrom=&startTimeTo=')).toBe(21);
    const page = await get(`/hsdr/v1/0/job-logs?jobResult=FAILED&lang=zh_CN`, token);
    expect(page.content[0]).toMatchObject({
      jobResultMeaning: '失败',
      messageHeader: '执行失败',
      clientResult: 'FAILURE',
    });
  });

  it.each([
    [
      'startTimeFrom=yesterday',
      'startTimeFrom must be a time as YYYY-MM-DD HH:mm:ss, got "yesterday"',
    ],
    [
      'startTimeTo=2024-02-30',
      'startTimeTo must be a time as YYYY-MM-DD HH:mm:ss, got "2024-02-30"',
    ],
    ['jobResult=OK', 'jobResult must be one of SUCCESS, FAILED, RUNNING, PART, UNEXECUTE'],
    ['jobId=abc', 'jobId must be an integer, got "abc"'],
  ])('refuses %s', async (query, message) => {
    expect(await get(`/hsdr/v1/0/job-logs?${query}`, await admin())).toMatchObject({
      failed: true,
      code: 'error.param.invalid',
      message,
    });
  });

  it('dates the seed by the gateway clock when it is (re)seeded', async () => {
    t.gateway.state.clock.advance(10 * DAY_MS);
    t.gateway.state.admin.reset();
    const token = await admin();
    const newest = (await get('/hsdr/v1/0/job-logs?size=1', token)).content[0];
    const today = formatDateTime(t.gateway.state.clock.now()).slice(0, 10);
    expect(newest.startTime.slice(0, 10)).toBe(today);
    expect(today > formatDateTime(Date.now()).slice(0, 10)).toBe(true);
  });
});
