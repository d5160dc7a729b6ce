/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { cancelRequest } from './api/cancel-request';
import { fetchConcurrentRequests } from './api/fetch-concurrent-requests';
import { fetchConcurrents } from './api/fetch-concurrents';
import { submitRequest } from './api/submit-request';
import { updateProgram } from './api/update-program';
import { program, requestOf } from './concurrent.fixture';
import ConcurrentPage from './ConcurrentPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-concurrent-requests', () => ({
  fetchConcurrentRequests: Object.assign(jest.fn(), {
    url: () => '/hsdr/v1/{tenantId}/concurrent-requests',
  }),
}));
jest.mock('./api/fetch-concurrents', () => ({
  fetchConcurrents: Object.assign(jest.fn(), { url: () => '/hsdr/v1/{tenantId}/concurrents' }),
}));
jest.mock('./api/submit-request', () => ({ submitRequest: jest.fn() }));
jest.mock('./api/cancel-request', () => ({ cancelRequest: jest.fn() }));
jest.mock('./api/update-program', () => ({ updateProgram: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchConcurrents).mockResolvedValue(pageOf([program]));
});

const show = () =>
  renderPage(<ConcurrentPage />, { texts: platformTexts, path: '/hsdr/concurrent' });
describe('Concurrent Requests page', () => {
  it('offers Cancel only while a request is pending or running; Log shows its text', async () => {
    jest
      .mocked(fetchConcurrentRequests)
      .mockResolvedValue(pageOf([requestOf(1, 'RUNNING'), requestOf(2, 'SUCCESS')]));
    jest.mocked(cancelRequest).mockResolvedValue(requestOf(1, 'FAILED'));
    show();
    const running = await rowOf('PROGRAM_1');
    expect(running.getByText('Running')).toBeTruthy();
    const done = await rowOf('PROGRAM_2');
    expect(done.getByText('Succeeded')).toBeTruthy();
    expect(done.queryByRole('button', { hidden: true, name: 'Cancel' })).toBeNull();
    await user.click(done.getByRole('button', { hidden: true, name: 'Log' }));
    const log = within(await screen.findByRole('dialog', { hidden: true }));
    expect(log.getByText('Log of request 2')).toBeTruthy();
    // server text is text: the markup shows as typed
    expect(log.getByText(/submitted by admin: <b>PROGRAM_2<\/b>/)).toBeTruthy();
    await user.click(await actionOf('PROGRAM_1', 'Cancel'));
    expect(await screen.findByText('Cancel request 1?')).toBeTruthy();
    await user.click(await screen.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(cancelRequest).toHaveBeenCalledWith(expect.objectContaining({ requestId: 1 })),
    );
  });

  it('submits a program with the parameters its definition names, the required ones checked', async () => {
    jest.mocked(fetchConcurrentRequests).mockResolvedValue(pageOf([]));
    jest.mocked(submitRequest).mockResolvedValue(requestOf(3, 'PENDING'));
    show();
    await user.click(await enabledPageButton(/Submit request/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(dialog.getByLabelText('Program'));
    await user.click(await screen.findByText('HPFM.EXCHANGE_RATE_IMPORT Exchange rate import'));
    const size = await dialog.findByLabelText('batchSize');
    await user.type(size, 'ten');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('currencyCode is required')).toBeTruthy();
    expect(await dialog.findByText('batchSize must be a number')).toBeTruthy();
    expect(submitRequest).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText('currencyCode'), ' EUR ');
    await user.clear(size);
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(submitRequest).toHaveBeenCalledWith({
        concurrentId: 1,
        requestParam: { currencyCode: 'EUR' },
      }),
    );
    await waitFor(() => expect(fetchConcurrentRequests).toHaveBeenCalledTimes(2));
  });

  it('asks again every two seconds while a request shown is still moving on', async () => {
    jest
      .mocked(fetchConcurrentRequests)
      .mockResolvedValueOnce(pageOf([requestOf(1, 'PENDING')]))
      .mockResolvedValue(pageOf([requestOf(1, 'SUCCESS')]));
    show();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(await screen.findByText('Succeeded', {}, { timeout: 4000 })).toBeTruthy();
    expect(fetchConcurrentRequests).toHaveBeenCalledTimes(2);
    // finished: no more asking
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchConcurrentRequests).toHaveBeenCalledTimes(2);
  });

  it('lists the programs with their parameters in the second tab and disables one', async () => {
    jest.mocked(fetchConcurrentRequests).mockResolvedValue(pageOf([]));
    jest.mocked(updateProgram).mockResolvedValue({ ...program, enabledFlag: 0 });
    show();
    await user.click(await screen.findByRole('tab', { name: 'Programs' }));
    const row = await rowOf('HPFM.EXCHANGE_RATE_IMPORT');
    expect(row.getByText('currencyCode*: STRING, batchSize: NUMBER')).toBeTruthy();
    await user.click(await actionOf('HPFM.EXCHANGE_RATE_IMPORT', 'Disable'));
    await waitFor(() =>
      expect(updateProgram).toHaveBeenCalledWith({
        concurrentId: 1,
        objectVersionNumber: 1,
        enabledFlag: 0,
      }),
    );
  });
});
