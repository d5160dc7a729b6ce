/** The job log call through the real client, signed in as admin (platform organisation 0). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchJobLogs } from './fetch-job-logs';

const api = serviceContract('admin');

const DAY_MS = 24 * 3600_000;

/** `YYYY-MM-DD` of the day `daysAgo` before the gateway's today, in GMT+8. */
function day(daysAgo: number): string {
  const at = new Date(api.gateway.state.clock.now() + 8 * 3600_000 - daysAgo * DAY_MS);
  return at.toISOString().slice(0, 10);
}

describe('job logs', () => {
  it('list: GET /{organizationId}/job-logs, newest first', async () => {
    const page = await fetchJobLogs({ size: 5 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hsdr/v1/0/job-logs',
      query: { size: '5' },
    });
    expect(page).toMatchObject({ totalElements: 21, numberOfElements: 5 });
    const starts = page.content.map((log) => log.startTime);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(starts[0].slice(0, 10)).toBe(day(0));
  });

  it('filters by job, result and start time range', async () => {
    const query = { jobResult: 'SUCCESS', startTimeFrom: day(1), startTimeTo: day(1) };
    const page = await fetchJobLogs(query);
    expect(api.onlySent()).toEqual({ method: 'GET', path: '/hsdr/v1/0/job-logs', query });
    expect(page.content.map((log) => log.jobCode)).toEqual([
      'HWFL.TIMEOUT_REMINDER',
      'HPFM.EXCHANGE_RATE_SYNC',
      'HRPT.DAILY_REPORT_CACHE',
      'HIAM.SYNC_LDAP_USERS',
    ]);
    expect(page.content[0]).toMatchObject({
      jobResultMeaning: '成功',
      clientResult: 'SUCCESS',
      messageHeader: '执行成功',
    });
    const one = await fetchJobLogs({ jobId: 15 });
    expect(one.content).toEqual([
      expect.objectContaining({ jobCode: 'HIAM.ROLE_EXPIRY', jobResult: 'FAILED' }),
    ]);
  });

  it('a bad date: a failed body naming the field', async () => {
    await expect(fetchJobLogs({ startTimeFrom: '25/11/2026' })).rejects.toMatchObject({
      code: 'error.param.invalid',
      message: 'startTimeFrom 必须是 YYYY-MM-DD HH:mm:ss 格式的时间，收到 "25/11/2026"',
    });
  });
});
