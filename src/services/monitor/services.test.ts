import { toPageQuery } from '../../request/paging';
import { describeServiceTable } from '../test-support';
import { fetchAuditDatas, fetchAuditLogDetail, fetchAuditPageRoute } from './audit';
import { endTrace, fetchTraceStatus, isTracing, startTrace } from './trace';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

describeServiceTable('monitor services', [
  {
    name: 'audit datas, paged',
    call: () =>
      fetchAuditDatas({
        entityCode: 'hpfm_bank',
        entityId: 3,
        ...toPageQuery({ current: 2, pageSize: 10 }, { field: 'lastUpdateDate', order: 'descend' }),
      }),
    url: '/hmnt/v1{tenantPrefix}/audit-datas',
    options: {
      method: 'GET',
      params: {
        entityCode: 'hpfm_bank',
        entityId: 3,
        page: 1,
        size: 10,
        sort: 'lastUpdateDate,desc',
      },
    },
  },
  {
    name: 'audit datas, organisation path',
    call: () => fetchAuditDatas({ entityCode: 'x' }, 'tenant'),
    url: '/hmnt/v1/{tenantId}/audit-datas',
    options: { method: 'GET', params: { entityCode: 'x' } },
  },
  {
    name: 'audit log detail',
    call: () => fetchAuditLogDetail({ auditDocumentId: 1 }),
    url: '/hmnt/v1/{organizationId}/audit-documents/log/detail',
    options: { method: 'GET', params: { auditDocumentId: 1 } },
  },
  {
    name: 'audit page route',
    call: () => fetchAuditPageRoute({ documentCode: 'D' }),
    url: '/hmnt/v1/{tenantId}/audit-documents/page-route',
    options: { method: 'GET', params: { documentCode: 'D' } },
  },
  {
    name: 'trace status',
    call: () => fetchTraceStatus(),
    url: '/hpfm/v1/trace/status',
    options: { method: 'GET' },
  },
  {
    name: 'trace start',
    call: () => startTrace(),
    url: '/hpfm/v1/trace/start',
    options: { method: 'POST' },
  },
  {
    name: 'trace end gives the log info',
    call: () => endTrace(),
    url: '/hpfm/v1/trace/end',
    options: { method: 'POST' },
    reply: { traceGroupId: 'g' },
    result: { traceGroupId: 'g' },
  },
]);

describe('isTracing', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
    [{ traceStatus: true }, true],
    [{ traceStatus: false }, false],
  ])('%j → %s', (status, expected) => {
    expect(isTracing(status)).toBe(expected);
  });
});
