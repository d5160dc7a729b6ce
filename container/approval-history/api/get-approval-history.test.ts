import { describeServiceTable } from '@polaris/core/services/test-support';
import { fetchApprovalHistory } from './get-approval-history';

jest.mock('@polaris/core/request/client', () => ({ request: jest.fn() }));

describeServiceTable('workflow services', [
  {
    name: 'approval history',
    call: () => fetchApprovalHistory(1001),
    url: '/hwfl/v1/{tenantId}/process/instance/1001/approve-history',
    options: { method: 'GET' },
  },
  {
    name: 'approval history, id encoded',
    call: () => fetchApprovalHistory('a/b'),
    url: '/hwfl/v1/{tenantId}/process/instance/a%2Fb/approve-history',
    options: { method: 'GET' },
  },
]);
