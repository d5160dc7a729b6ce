/**
 * The monitor services through the real client against the mock gateway, signed in as alice
 * (organisation level, tenant 1): audit versions, a document's log and page route.
 */
import { serviceContract } from '../../../test/support/service-contract';
import { fetchAuditDatas, fetchAuditLogDetail, fetchAuditPageRoute } from './audit';

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
