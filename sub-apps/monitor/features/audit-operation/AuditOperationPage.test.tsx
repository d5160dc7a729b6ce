/** @jest-environment jsdom */
/**
 * The Operation Audit pages: the write calls the gateway recorded (who, when, which API, tenant,
 * result, time taken), searched by result and method; the organisation page reads its own form.
 */
import type { AuditOpLogDto } from '@polaris/core/services/monitor/operation-types';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { fetchAuditOpLogs } from './api/fetch-audit-op-logs';
import AuditOperationOrgPage from './AuditOperationOrgPage';
import AuditOperationPage from './AuditOperationPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-audit-op-logs', () => {
  const { listEndpointMock } = jest.requireActual('../../../../test/support/page-services');
  return {
    fetchAuditOpLogs: {
      auto: listEndpointMock('/hmnt/v1{tenantPrefix}/audit-op-logs'),
      tenant: listEndpointMock('/hmnt/v1/{tenantId}/audit-op-logs'),
    },
  };
});
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const log = (logId: number, loginName: string, result: 'SUCCESS' | 'FAILED'): AuditOpLogDto => ({
  logId,
  tenantId: 1,
  tenantName: 'Acme Property',
  userId: logId,
  loginName,
  realName: `${loginName} name`,
  roleName: 'Property Manager',
  clientName: 'localhost',
  serviceName: 'hpfm',
  requestMethod: 'PUT',
  requestUrl: '/hpfm/v1/currencys',
  responseStatus: result === 'SUCCESS' ? 200 : 403,
  result,
  timeConsuming: 1234,
  requestIp: '10.0.0.9',
  processTime: '2026-11-20 08:15:00',
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchAuditOpLogs.auto)
    .mockResolvedValue(pageOf([log(2, 'alice', 'FAILED'), log(1, 'admin', 'SUCCESS')]));
  jest.mocked(fetchAuditOpLogs.tenant).mockResolvedValue(pageOf([log(3, 'bob', 'SUCCESS')]));
});

describe('Operation Audit page', () => {
  it('shows who called which API when, in which tenant, with the result and time taken', async () => {
    renderPage(<AuditOperationPage />, { texts: monitorTexts, path: '/hmnt/audit-operation' });
    const row = await rowOf('alice name');
    expect(row.getByText('/hpfm/v1/currencys')).toBeTruthy();
    expect(row.getByText('PUT')).toBeTruthy();
    expect(row.getByText('Failed')).toBeTruthy();
    expect(row.getByText('403')).toBeTruthy();
    expect(row.getByText('1,234')).toBeTruthy();
    expect(row.getByText('Acme Property')).toBeTruthy();
    expect(row.getByText('2026-11-20 08:15:00')).toBeTruthy();
    expect((await rowOf('admin name')).getByText('Success')).toBeTruthy();
  });

  it('searches by result, from page 1', async () => {
    renderPage(<AuditOperationPage />, { texts: monitorTexts, path: '/hmnt/audit-operation' });
    await screen.findByText('alice name');
    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByTitle('Failed'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchAuditOpLogs.auto).toHaveBeenLastCalledWith(
        expect.objectContaining({ result: 'FAILED', page: 0 }),
      ),
    );
  });

  it('reads the organisation’s form on the organisation page', async () => {
    renderPage(<AuditOperationOrgPage />, {
      texts: monitorTexts,
      path: '/hmnt/audit-operation-org',
    });
    expect(await screen.findByText('bob name')).toBeTruthy();
    expect(fetchAuditOpLogs.auto).not.toHaveBeenCalled();
  });
});
