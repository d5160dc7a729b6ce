/**
 * The monitor service's shared call through the real client against the mock gateway, signed in
 * as alice (organisation level, tenant 1). The Audit Data page's own calls are tested in its
 * feature (`sub-apps/monitor/features/audit-data/api/`).
 */
import { serviceContract } from '../../../test/support/service-contract';
import { fetchAuditPageRoute } from './audit';

const api = serviceContract('alice');

describe('audit', () => {
  it('page route: GET /{tenantId}/audit-documents/page-route', async () => {
    await expect(fetchAuditPageRoute({ entityCode: 'HSDR.JOB_INFO' })).resolves.toEqual({
      route: '/hsdr/job-info',
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmnt/v1/1/audit-documents/page-route',
      query: { entityCode: 'HSDR.JOB_INFO' },
    });
  });
});
