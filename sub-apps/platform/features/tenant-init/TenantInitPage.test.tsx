/** @jest-environment jsdom */
/**
 * The Tenant Initialisation page: a new tenant started with its administrator, its steps shown as
 * the gateway runs them (asked again until done), a failed step with its reason and Retry.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchAdminCandidates } from './api/fetch-admin-candidates';
import { fetchInitLog } from './api/fetch-init-log';
import { fetchInitLogs } from './api/fetch-init-logs';
import { retryInit } from './api/retry-init';
import { startInit } from './api/start-init';
import { candidate, run } from './tenant-init.fixture';
import TenantInitPage from './TenantInitPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-init-logs', () => ({
  fetchInitLogs: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/tenant-init-logs'),
}));
jest.mock('./api/fetch-init-log', () => ({ fetchInitLog: jest.fn() }));
jest.mock('./api/start-init', () => ({ startInit: jest.fn() }));
jest.mock('./api/retry-init', () => ({ retryInit: jest.fn() }));
jest.mock('./api/fetch-admin-candidates', () => ({ fetchAdminCandidates: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchInitLogs).mockResolvedValue(pageOf([]));
  jest
    .mocked(fetchAdminCandidates)
    .mockResolvedValue(pageOf([candidate(1, 'admin', 'Admin'), candidate(2, 'alice', 'Alice')]));
});

const show = () =>
  renderPage(<TenantInitPage />, { texts: platformTexts, path: '/hpfm/tenant-init' });
const progress = async () =>
  within(await screen.findByRole('generic', { name: 'Initialisation of Initech' }));
const stepIs = (panel: ReturnType<typeof within>, step: string, status: string) =>
  expect(panel.getByText(step).closest('.ant-steps-item')?.className).toContain(
    `ant-steps-item-${status}`,
  );

describe('Tenant Initialisation page', () => {
  it('starts a tenant’s initialisation and shows each step until it succeeds', async () => {
    jest.mocked(startInit).mockResolvedValue(run(1, 'RUNNING'));
    jest
      .mocked(fetchInitLog)
      .mockResolvedValueOnce(run(1, 'SUCCESS', 'RUNNING'))
      .mockResolvedValue(run(1, 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS'));
    show();
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(dialog.getByLabelText('Tenant number'), 'INITECH');
    await user.type(dialog.getByLabelText('Tenant name'), 'Initech');
    await user.click(dialog.getByRole('combobox', { hidden: true, name: 'Tenant administrator' }));
    await user.click(await screen.findByTitle('Admin (admin)'));
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(startInit).toHaveBeenCalledWith({
        tenantNum: 'INITECH',
        tenantName: 'Initech',
        adminUserId: 1,
        limitUserQty: null,
      }),
    );
    let panel = await progress();
    expect(panel.getByText('Running')).toBeTruthy();
    stepIs(panel, 'Default roles', 'finish');
    stepIs(panel, 'Menus and permissions', 'process');
    stepIs(panel, 'Tenant administrator', 'wait');
    await waitFor(() => expect(fetchInitLog).toHaveBeenCalledTimes(2));
    panel = await progress();
    expect(await panel.findByText('Succeeded')).toBeTruthy();
    stepIs(panel, 'Tenant administrator', 'finish');
    expect(panel.getByText('4.0 s')).toBeTruthy();
    // settled: the log is asked again, the run no more
    await waitFor(() => expect(fetchInitLogs).toHaveBeenCalledTimes(3));
    expect(fetchInitLog).toHaveBeenCalledTimes(2);
  });

  it('a failed step shows why; Retry runs it again', async () => {
    jest
      .mocked(fetchInitLogs)
      .mockResolvedValue(pageOf([run(7, 'SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED')]));
    jest
      .mocked(fetchInitLog)
      .mockResolvedValueOnce(run(7, 'SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED'))
      .mockResolvedValue(run(7, 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS'));
    jest.mocked(retryInit).mockResolvedValue(run(7, 'SUCCESS', 'SUCCESS', 'SUCCESS', 'RUNNING'));
    show();
    expect((await rowOf('INITECH')).getByText('Failed')).toBeTruthy();
    await user.click(await actionOf('INITECH', 'Progress'));
    const panel = await progress();
    expect(await panel.findByText('Step "Tenant administrator" failed')).toBeTruthy();
    expect(panel.getByText('User alice is locked')).toBeTruthy();
    stepIs(panel, 'Tenant administrator', 'error');
    const retry = await panel.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry.hasAttribute('disabled')).toBe(false)); // permission checked
    await user.click(retry);
    await waitFor(() => expect(retryInit).toHaveBeenCalledWith(7));
    expect(await panel.findByText('Succeeded')).toBeTruthy();
    expect(panel.queryByText('User alice is locked')).toBeNull();
  });
});
