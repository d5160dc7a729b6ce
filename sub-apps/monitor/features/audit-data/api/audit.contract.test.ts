/**
 * The Audit Data page's calls through the real client against the mock gateway, signed in as
 * alice (organisation level, tenant 1): audited versions in each path form, a document's log.
 */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchAuditDatas } from './fetch-audit-datas';
import { fetchAuditLogDetail } from './fetch-audit-log-detail';

const api = serviceContract('alice');

describe('audit', () => {
  it('versions: GET {tenantPrefix}/audit-datas with the filters, newest first', async () => {
    const query = { entityCode: 'HPFM.TENANT', entityId: 1, lastUpdateDateFrom: '2024-04-01' };
    const page = await fetchAuditDatas.auto(query);
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

  it('versions on the site and the organisation path; empty filters not sent', async () => {
    await fetchAuditDatas.site({ entityCode: 'HIAM.USER', auditType: '' });
    expect(api.onlySent()).toMatchObject({
      path: '/hmnt/v1/audit-datas',
      query: { entityCode: 'HIAM.USER' },
    });
    api.gateway.state.calls.reset();
    await fetchAuditDatas.tenant({ entityCode: 'HIAM.USER' });
    expect(api.onlySent().path).toBe('/hmnt/v1/1/audit-datas');
  });

  it('log detail: GET /{tenantId}/audit-documents/log/detail', async () => {
    const log = await fetchAuditLogDetail({ entityCode: 'HPFM.TENANT', entityId: 1, size: 2 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmnt/v1/1/audit-documents/log/detail',
      query: { entityCode: 'HPFM.TENANT', entityId: '1', size: '2' },
    });
    expect(log.content[0]).toMatchObject({ documentName: 'Tenant', entityVersion: 5 });
  });
});
