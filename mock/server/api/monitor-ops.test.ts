// The monitor's operation pages against the gateway's own call log: the operation audit (write
// calls: who, when, which API, tenant, result, time taken; partitioned by tenant), the API monitor
// (counts and latencies per API) and the audit configuration (switching an entity off stops new
// versions of it in Audit Data; on again resumes them).
import type { AuditDataDto } from '../../../src/services/monitor/types';
import type {
  AuditDataConfigDto,
  AuditOpLogDto,
} from '../../../src/services/monitor/operation-types';
import { callApi, sessionAs, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();

const get = (token: string, path: string) => callApi(t.url, path, { token });
const putCurrency = (token: string, objectVersionNumber: number, currencySymbol: string) =>
  callApi(t.url, '/hpfm/v1/currencys', {
    method: 'PUT',
    token,
    body: { currencyId: 2, objectVersionNumber, currencySymbol },
  });

const DATE_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

describe('operation audit', () => {
  it('records each write call: who, when, which API, tenant, result and time taken', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    await putCurrency(admin, 1, 'US$');
    await putCurrency(admin, 1, 'X'); // stale: a failed body
    await get(admin, '/hpfm/v1/currencys'); // a read: not an operation
    const page = (await get(admin, '/hmnt/v1/audit-op-logs?lang=en_US')).body;
    expect(
      page.content.map((r: AuditOpLogDto) => [r.requestMethod, r.requestUrl, r.result]),
    ).toEqual([
      ['PUT', '/hpfm/v1/currencys', 'FAILED'],
      ['PUT', '/hpfm/v1/currencys', 'SUCCESS'],
      ['PUT', '/iam/v1/users/roles', 'SUCCESS'],
    ]);
    expect(page.content[1]).toEqual({
      logId: 2,
      tenantId: 0,
      tenantName: 'HZERO Platform',
      userId: 1,
      loginName: 'admin',
      realName: '管理员',
      roleName: 'Platform Administrator',
      clientName: 'localhost',
      serviceName: 'hpfm',
      requestMethod: 'PUT',
      requestUrl: '/hpfm/v1/currencys',
      responseStatus: 200,
      result: 'SUCCESS',
      resultMeaning: 'Success',
      timeConsuming: expect.any(Number),
      requestIp: '127.0.0.1',
      processTime: expect.stringMatching(DATE_TIME),
    });
  });

  it('is partitioned by tenant: an organisation reads its own, the platform all', async () => {
    const alice = await sessionAs(t, 'alice', 11); // a write in Acme (1): the role switch
    const admin = await sessionAs(t, 'admin', 1);
    const tenants = (body: { content: { tenantId: number }[] }) =>
      [...new Set(body.content.map((r) => r.tenantId))].sort();
    expect(tenants((await get(admin, '/hmnt/v1/audit-op-logs')).body)).toEqual([0, 1]);
    expect(tenants((await get(admin, '/hmnt/v1/0/audit-op-logs')).body)).toEqual([0]);
    expect(tenants((await get(alice, '/hmnt/v1/1/audit-op-logs')).body)).toEqual([1]);
    expect(tenants((await get(alice, '/hmnt/v1/audit-op-logs')).body)).toEqual([1]);
    expect((await get(alice, '/hmnt/v1/2/audit-op-logs')).body).toMatchObject({
      code: 'error.permission.tenant_mismatch',
    });
  });

  it('filters by user, method, address, result and time; refuses a bad time naming it', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    await putCurrency(admin, 1, 'US$');
    await putCurrency(admin, 1, 'X');
    const count = async (query: string) =>
      (await get(admin, `/hmnt/v1/audit-op-logs?${query}`)).body.totalElements;
    expect(await count('result=FAILED')).toBe(1);
    expect(await count('requestMethod=put&requestUrl=currencys')).toBe(2);
    expect(await count('loginName=alice')).toBe(0);
    expect(await count('processTimeFrom=2000-01-01&processTimeTo=2000-01-02')).toBe(0);
    expect(await count('processTimeFrom=2000-01-01')).toBe(3);
    const bad = await get(admin, '/hmnt/v1/audit-op-logs?lang=en_US&processTimeTo=yesterday');
    expect(bad.body.message).toContain('processTimeTo must be a time as YYYY-MM-DD HH:mm:ss');
    const method = await get(admin, '/hmnt/v1/audit-op-logs?lang=en_US&requestMethod=GET');
    expect(method.body.message).toContain('requestMethod must be one of POST, PUT, PATCH, DELETE');
  });

  it('pages newest first', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    for (let i = 0; i < 3; i += 1) await putCurrency(admin, 1 + i, `S${i}`);
    const page = (await get(admin, '/hmnt/v1/audit-op-logs?page=1&size=2')).body;
    expect([
      page.totalElements,
      page.number,
      page.content.map((r: AuditOpLogDto) => r.logId),
    ]).toEqual([4, 1, [2, 1]]);
  });
});

describe('API monitor', () => {
  const traffic = () => t.gateway.state.monitor.traffic;
  const call = (path: string, durationMs: number, failed = false) => ({
    at: Date.now(),
    method: 'GET',
    path,
    status: failed ? 500 : 200,
    failed,
    durationMs,
    ip: '127.0.0.1',
  });

  it('answers counts and latencies per API, busiest first', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    traffic().reset();
    for (let ms = 1; ms <= 20; ms += 1) traffic().record(call(`/hpfm/v1/${ms % 3}/lovs/data`, ms));
    traffic().record(call('/hmsg/v1/1/messages/user/count', 40, true));
    const page = (await get(admin, '/hmnt/v1/api-monitors')).body;
    expect(page.content[0]).toEqual({
      apiKey: 'GET /hpfm/v1/{id}/lovs/data',
      serviceName: 'hpfm',
      requestMethod: 'GET',
      apiPath: '/hpfm/v1/{id}/lovs/data',
      count: 20,
      failedCount: 0,
      avgTime: 11,
      p95Time: 19,
      maxTime: 20,
      lastCallTime: expect.stringMatching(DATE_TIME),
    });
    expect(page.content[1]).toMatchObject({ count: 1, failedCount: 1, maxTime: 40 });
    // the list call itself is counted once it has been answered
    const again = (await get(admin, '/hmnt/v1/api-monitors?serviceName=hmnt')).body;
    expect(again.content).toEqual([
      expect.objectContaining({ apiPath: '/hmnt/v1/api-monitors', count: 1 }),
    ]);
  });

  it('is the platform’s: an organisation’s role is refused', async () => {
    expect((await get(await sessionAs(t, 'alice', 11), '/hmnt/v1/api-monitors')).status).toBe(403);
  });
});

describe('audit configuration', () => {
  const versions = async (token: string) =>
    (await get(token, '/hmnt/v1/audit-datas?entityCode=HPFM.CURRENCY&entityId=2')).body.content;
  const setCurrencyAudit = (token: string, objectVersionNumber: number, enabledFlag: 0 | 1) =>
    callApi(t.url, '/hmnt/v1/audit-data-configs?lang=en_US', {
      method: 'PUT',
      token,
      body: { auditDataConfigId: 3, objectVersionNumber, enabledFlag },
    });

  it('lists the audited entities in the caller’s language', async () => {
    const alice = await sessionAs(t, 'alice', 11);
    const page = (await get(alice, '/hmnt/v1/audit-data-configs')).body;
    expect(
      page.content.map((c: AuditDataConfigDto) => [c.entityCode, c.displayName, c.enabledFlag]),
    ).toEqual([
      ['HPFM.TENANT', 'Tenant', 1],
      ['HIAM.USER', 'User', 1],
      ['HPFM.CURRENCY', 'Currency', 1],
      ['HSDR.JOB_INFO', 'Scheduled job', 1],
    ]);
  });

  it('an audited change is a new version; switched off, none; on again, versions resume', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    expect((await versions(admin)).map((v: AuditDataDto) => v.entityVersion)).toEqual([3, 2, 1]);
    await putCurrency(admin, 1, 'U$');
    const [latest] = await versions(admin);
    expect(latest).toMatchObject({
      entityVersion: 4,
      auditType: 'UPDATE',
      lastUpdatedByName: '管理员',
      auditDataLineList: [
        {
          fieldCode: 'currencySymbol',
          fieldName: '货币符号',
          fieldValueOld: '$',
          fieldValueNew: 'U$',
        },
      ],
    });
    expect((await setCurrencyAudit(admin, 1, 0)).body).toMatchObject({
      entityCode: 'HPFM.CURRENCY',
      enabledFlag: 0,
      objectVersionNumber: 2,
    });
    await putCurrency(admin, 2, 'USD$');
    expect((await versions(admin)).map((v: AuditDataDto) => v.entityVersion)).toEqual([4, 3, 2, 1]);
    await setCurrencyAudit(admin, 2, 1);
    await putCurrency(admin, 3, '$');
    const resumed = await versions(admin);
    expect(resumed.map((v: AuditDataDto) => v.entityVersion)).toEqual([5, 4, 3, 2, 1]);
    expect(resumed[0].auditDataLineList[0]).toMatchObject({
      fieldValueOld: 'USD$',
      fieldValueNew: '$',
    });
  });

  it('audits a scheduled job’s edit in its organisation', async () => {
    const admin = await sessionAs(t, 'admin', 2); // tenant administrator of Acme
    const job = (await get(admin, '/hsdr/v1/1/job-info?jobStatus=PAUSE')).body.content[0];
    await callApi(t.url, '/hsdr/v1/1/job-info', {
      method: 'PUT',
      token: admin,
      body: { jobId: job.jobId, objectVersionNumber: job.objectVersionNumber, jobPriority: 77 },
    });
    const page = await get(
      admin,
      `/hmnt/v1/1/audit-datas?entityCode=HSDR.JOB_INFO&entityId=${job.jobId}`,
    );
    expect(page.body.content[0].auditDataLineList).toEqual([
      {
        fieldCode: 'jobPriority',
        fieldName: '优先级',
        fieldValueOld: String(job.jobPriority),
        fieldValueNew: '77',
      },
    ]);
  });

  it('refuses a stale version and a role that is not the platform’s', async () => {
    const admin = await sessionAs(t, 'admin', 1);
    await setCurrencyAudit(admin, 1, 0);
    expect((await setCurrencyAudit(admin, 1, 1)).body).toMatchObject({
      code: 'error.record.changed',
    });
    const tenantAdmin = await sessionAs(t, 'admin', 2);
    expect((await setCurrencyAudit(tenantAdmin, 2, 1)).status).toBe(403);
  });
});
