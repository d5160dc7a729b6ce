// The call log's pure rules: which API a path belongs to, the percentile, what counts as failed;
// and what the log keeps of the calls recorded.
import {
  answeredFailure,
  apiPattern,
  MAX_APIS,
  OTHER_API,
  percentile,
  serviceOf,
  TrafficLog,
} from './traffic';

describe('apiPattern', () => {
  it.each([
    ['/hpfm/v1/1/lovs/data', '/hpfm/v1/{id}/lovs/data'],
    ['/iam/hzero/v1/users/self', '/iam/hzero/v1/users/self'],
    [
      '/iam/hzero/v1/online-users/0b7d2f8e-1c9a-4e55-9a8e-2b1f3c4d5e6f',
      '/iam/hzero/v1/online-users/{id}',
    ],
    ['/hsdr/v1/0/job-info/12/logs', '/hsdr/v1/{id}/job-info/{id}/logs'],
    ['/hpfm/v1/prompt/zh_CN', '/hpfm/v1/prompt/zh_CN'],
  ])('%s → %s', (path, pattern) => {
    expect(apiPattern(path)).toBe(pattern);
  });

  it('names the service by the first segment', () => {
    expect(serviceOf('/hmnt/v1/audit-datas')).toBe('hmnt');
  });
});

describe('percentile (nearest rank)', () => {
  it.each<[number[], number, number]>([
    [[], 95, 0],
    [[7], 95, 7],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[...Array.from({ length: 100 }, (_, i) => 100 - i)], 95, 95],
    [[30, 10, 20], 100, 30],
  ])('%j at p%d is %d', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

describe('answeredFailure', () => {
  it.each<[number, string | undefined, boolean]>([
    [200, '{"content":[]}', false],
    [200, '{"failed":true,"code":"x"}', true],
    [204, undefined, false],
    [401, '{"error":"invalid_token"}', true],
    [500, undefined, true],
  ])('%d %s → %s', (status, body, expected) => {
    expect(answeredFailure(status, body)).toBe(expected);
  });
});

describe('TrafficLog', () => {
  const caller = { userId: 2, tenantId: 1, roleId: 11, clientName: 'localhost' };
  const call = (method: string, path: string, durationMs: number, failed = false) => ({
    at: 1000,
    method,
    path,
    status: failed ? 400 : 200,
    failed,
    durationMs,
    ip: '127.0.0.1',
    caller,
  });

  it('keeps the signed-in write calls as operations, and every call in the numbers per API', () => {
    const log = new TrafficLog();
    log.record(call('GET', '/hpfm/v1/1/lovs/data', 4));
    log.record(call('PUT', '/hpfm/v1/currencys', 10));
    log.record(call('PUT', '/hpfm/v1/currencys', 30, true));
    log.record({ ...call('POST', '/oauth/login', 5), caller: undefined });
    expect(log.writes().map((w) => [w.logId, w.method, w.path])).toEqual([
      [1, 'PUT', '/hpfm/v1/currencys'],
      [2, 'PUT', '/hpfm/v1/currencys'],
    ]);
    const put = log.apis().find((api) => api.method === 'PUT');
    expect(put).toMatchObject({ count: 2, failedCount: 1, totalMs: 40, maxMs: 30 });
    expect(log.apis().map((api) => `${api.method} ${api.pattern}`)).toEqual([
      'GET /hpfm/v1/{id}/lovs/data',
      'PUT /hpfm/v1/currencys',
      'POST /oauth/login',
    ]);
    log.reset();
    expect([log.writes().length, log.apis().length]).toEqual([0, 0]);
  });

  it('keeps at most MAX_APIS apart: further ones count together', () => {
    const log = new TrafficLog();
    for (let i = 0; i <= MAX_APIS + 1; i += 1) log.record(call('GET', `/x/made-up-${i}`, 1));
    const apis = log.apis();
    expect(apis).toHaveLength(MAX_APIS + 1);
    expect(apis.at(-1)).toMatchObject({ pattern: OTHER_API, count: 2 });
  });
});
