/** @jest-environment jsdom */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { dispatchRepairOrder } from './api/dispatch-repair-order';
import { fetchRepairOrders } from './api/fetch-repair-orders';
import { actionOf, answerCalls, dialog, order, rowOf, show, UUID } from './repair-orders.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-repair-orders', () => ({
  fetchRepairOrders: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/repair-order'),
}));
jest.mock('./api/fetch-house-options', () => ({ fetchHouseOptions: jest.fn() }));
jest.mock('./api/fetch-workers', () => ({ fetchWorkers: jest.fn() }));
jest.mock('./api/create-repair-order', () => ({ createRepairOrder: jest.fn() }));
jest.mock('./api/dispatch-repair-order', () => ({ dispatchRepairOrder: jest.fn() }));
jest.mock('./api/close-repair-order', () => ({ closeRepairOrder: jest.fn() }));
jest.mock('@polaris/core/kit/attachment/Attachment', () =>
  jest
    .requireActual('../../../../test/support/attachment-stand-in')
    .attachmentStandIn('cd'.repeat(16)),
);
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
  answerCalls();
});

describe('Repair Orders page', () => {
  it('offers Dispatch on a new order and Close on a dispatched one, under the tenant’s label', async () => {
    show();
    const fresh = await rowOf('Tap leaks');
    expect(fresh.getByText('New')).toBeTruthy();
    expect(fresh.getByRole('button', { hidden: true, name: 'Dispatch' })).toBeTruthy();
    expect(fresh.queryByRole('button', { hidden: true, name: 'Close' })).toBeNull();
    const dispatched = await rowOf('Drain blocked');
    expect(dispatched.getByText('刘师傅')).toBeTruthy();
    expect(dispatched.getByRole('button', { hidden: true, name: 'Close' })).toBeTruthy();
    expect(dispatched.queryByRole('button', { hidden: true, name: 'Dispatch' })).toBeNull();
    const closed = await rowOf('Lamp out');
    expect(closed.queryByRole('button', { hidden: true, name: 'Close' })).toBeNull();
    // the house column and search field under the tenant's label
    const labels = screen.getAllByText('Flat');
    expect(labels.some((label) => label.closest('th'))).toBe(true);
    expect(labels.some((label) => label.closest('label'))).toBe(true);
  });

  it('dispatches a new order to the worker chosen', async () => {
    jest.mocked(dispatchRepairOrder).mockResolvedValue(order(1, 'Tap leaks', 'DISPATCHED'));
    show();
    await user.click(await actionOf('Tap leaks', 'Dispatch'));
    const form = await dialog();
    expect(form.getByText('Dispatch repair order 1 (阳光花园 1-101)')).toBeTruthy();
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await form.findByText('Choose the worker to send')).toBeTruthy();
    await user.click(form.getByLabelText('Worker'));
    await user.click(await screen.findByTitle('赵师傅 (Electrics)'));
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(dispatchRepairOrder).toHaveBeenCalledWith({
        repairOrderId: 1,
        objectVersionNumber: 2,
        workerId: 2,
      }),
    );
    await waitFor(() => expect(fetchRepairOrders).toHaveBeenCalledTimes(2));
  });

  it('shows a closed order with its photos', async () => {
    show();
    await user.click(await actionOf('Lamp out', 'View'));
    const drawer = await dialog();
    expect(drawer.getByText('Repair order 4')).toBeTruthy();
    expect(drawer.getByText('New switch')).toBeTruthy();
    expect(drawer.getByText(`Files of ${UUID}`)).toBeTruthy();
  });
});
