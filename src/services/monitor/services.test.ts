/**
 * The monitor services through the real client against the mock gateway, signed in as alice
 * (organisation level, tenant 1): audit versions, a document's log and page route, the trace.
 */
import { serviceContract } from '../../../test/support/service-contract';
import { fetchAuditDatas, fetchAuditLogDetail, fetchAuditPageRoute } from './audit';
import { endTrace, fetchTraceStatus, isTracing, startTrace } from './trace';

const api = serviceContract('alice');

describe('audit', () => {
  it('versions: GET {tenantPrefix}/audit-datas with the filters, newest first', async () => {
    const query = { entityCode: 'HPFM.TENANT', entityId: 1, lastUpdateDateFrom: '2024-04-01' };
    const page = await fetchAuditDatas(query);
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmnt/v1/1/audit-datas',
      query: { entityCode: 'HPFM.TENANT', entityId: '1', lastUpdateDateFrom: '2024-04-01' },
    });
    expect(page.content.map((v) => v.entityVersion)).toEqual([5, 4]);
    expect(page.content[1].auditDataLineList).toEqual([
      { fieldCode: 'enabledFlag', fieldName: 'Enabled', fieldValueOld: '1', fieldValueNew: '0' },
    ]);
  });

  it('versions on the site path', async () => {
    await fetchAuditDatas({ entityCode: 'HIAM.USER' }, 'site');
    expect(api.onlySent().path).toBe('/hmnt/v1/audit-datas');
  });

  it('log detail and page route: GET /{tenantId}/audit-documents/…', async () => {
    const log = await fetchAuditLogDetail({ entityCode: 'HPFM.TENANT', entityId: 1, size: 2 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmnt/v1/1/audit-documents/log/detail',
      query: { entityCode: 'HPFM.TENANT', entityId: '1', size: '2' },
    });
    expect(log.content[0]).toMatchObject({ documentName: 'Tenant', entityVersion: 5 });
    await expect(fetchAuditPageRoute({ entityCode: 'HSDR.JOB_INFO' })).resolves.toEqual({
      route: '/hsdr/job-info',
    });
  });
});

describe('trace', () => {
  it('status, start and end under /hmnt/v1/trace; end gives the calls made meanwhile', async () => {
    expect(isTracing(await fetchTraceStatus())).toBe(false);
    const { traceGroupId } = await startTrace();
    expect(isTracing(await fetchTraceStatus())).toBe(true);
    await fetchAuditPageRoute({ entityCode: 'HPFM.CURRENCY' });
    const log = await endTrace();
    expect(api.sent().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /hmnt/v1/trace/status',
      'POST /hmnt/v1/trace/start',
      'GET /hmnt/v1/trace/status',
      'GET /hmnt/v1/1/audit-documents/page-route',
      'POST /hmnt/v1/trace/end',
    ]);
    expect(log.traceGroupId).toBe(traceGroupId);
    expect(log.requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/hmnt/v1/trace/status', status: 200 }),
      expect.objectContaining({
        method: 'GET',
        path: '/hmnt/v1/1/audit-documents/page-route',
        status: 200,
      }),
    ]);
  });

  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
    [{ traceStatus: true }, true],
    [{ traceStatus: false }, false],
  ])('isTracing(%j) is %s', (status, expected) => {
    expect(isTracing(status)).toBe(expected);
  });
});
