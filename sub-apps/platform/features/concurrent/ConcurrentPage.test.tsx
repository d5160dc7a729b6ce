/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { cancelRequest } from './api/cancel-request';
import { fetchConcurrentRequests } from './api/fetch-concurrent-requests';
import { fetchConcurrents } from './api/fetch-concurrents';
import { saveProgram } from './api/save-program';
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
jest.mock('./api/save-program', () => ({ saveProgram: jest.fn() }));
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
    jest
      .mocked(submitRequest)
      .mockRejectedValueOnce(new RequestError('business', 'Parameter currencyCode is unknown'))
      .mockResolvedValue(requestOf(3, 'PENDING'));
    show();
    await user.click(await enabledPageButton(/Submit request/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(dialog.getByLabelText('Program'));
    await user.click(await screen.findByText('HPFM.EXCHANGE_RATE_IMPORT Exchange rate import'));
    const size = await dialog.findByLabelText('batchSize');
    // exactly the program's parameters, each at its default
    expect(dialog.getAllByRole('textbox', { hidden: true })).toHaveLength(2);
    expect(size).toHaveProperty('value', '500');
    await user.type(size, 'ten');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('currencyCode is required')).toBeTruthy();
    expect(await dialog.findByText('batchSize must be a number')).toBeTruthy();
    expect(submitRequest).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText('currencyCode'), ' EUR ');
    await user.clear(size);
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    const sent = { concurrentId: 1, requestParam: { currencyCode: 'EUR' } };
    await waitFor(() => expect(submitRequest).toHaveBeenCalledWith(sent));
    // refused: the dialog stays with what was typed, and OK sends it again
    expect(dialog.getByLabelText('currencyCode')).toHaveProperty('value', ' EUR ');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(submitRequest).toHaveBeenCalledTimes(2));
    expect(submitRequest).toHaveBeenLastCalledWith(sent);
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

  it('defines a program with its parameters, a parameter at fault named', async () => {
    jest.mocked(fetchConcurrentRequests).mockResolvedValue(pageOf([]));
    jest.mocked(saveProgram).mockResolvedValue(program);
    show();
    await user.click(await screen.findByRole('tab', { name: 'Programs' }));
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('New concurrent program')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Program code'), { target: { value: 'HINV.SNAPSHOT' } });
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Stock snapshot' } });
    fireEvent.change(dialog.getByLabelText('Executable (handler)'), {
      target: { value: 'hinv.snapshot' },
    });
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: /Add/ }));
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: /Add/ }));
    fireEvent.change(dialog.getByLabelText('Name, row 1'), { target: { value: 'warehouse' } });
    fireEvent.click(dialog.getByRole('switch', { hidden: true, name: 'Required, row 1' }));
    fireEvent.change(dialog.getByLabelText('Name, row 2'), { target: { value: 'depth' } });
    fireEvent.mouseDown(dialog.getByRole('combobox', { hidden: true, name: 'Type, row 2' }));
    fireEvent.click(await screen.findByTitle('NUMBER'));
    fireEvent.change(dialog.getByLabelText('Default, row 2'), { target: { value: 'three' } });
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText('Parameters: the default of depth must be a number'),
    ).toBeTruthy();
    expect(saveProgram).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Default, row 2'), { target: { value: '3' } });
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveProgram).toHaveBeenCalledWith({
        concurrentCode: 'HINV.SNAPSHOT',
        concurrentName: 'Stock snapshot',
        executable: 'hinv.snapshot',
        enabledFlag: 1,
        parameters: [
          { name: 'warehouse', type: 'STRING', required: true },
          { name: 'depth', type: 'NUMBER', required: false, defaultValue: '3' },
        ],
      }),
    );
    await waitFor(() => expect(fetchConcurrents).toHaveBeenCalledTimes(2));
  });

  it('edits a program: its parameters filled in, saved with the version read', async () => {
    jest.mocked(fetchConcurrentRequests).mockResolvedValue(pageOf([]));
    jest.mocked(saveProgram).mockResolvedValue(program);
    show();
    await user.click(await screen.findByRole('tab', { name: 'Programs' }));
    await user.click(await actionOf('HPFM.EXCHANGE_RATE_IMPORT', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit program HPFM.EXCHANGE_RATE_IMPORT')).toBeTruthy();
    expect(dialog.queryByLabelText('Program code')).toBeNull();
    expect(dialog.getByLabelText('Default, row 2')).toHaveProperty('value', '500');
    fireEvent.click(dialog.getByRole('button', { hidden: true, name: 'Remove row 2' }));
    await user.click(dialog.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveProgram).toHaveBeenCalledWith({
        concurrentId: 1,
        objectVersionNumber: 1,
        concurrentName: 'Exchange rate import',
        executable: 'hpfm.exchangeRateImport',
        enabledFlag: 1,
        parameters: [{ name: 'currencyCode', type: 'STRING', required: true }],
      }),
    );
    await waitFor(() => expect(fetchConcurrents).toHaveBeenCalledTimes(2));
  });
});
