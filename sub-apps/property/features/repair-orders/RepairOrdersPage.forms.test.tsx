/** @jest-environment jsdom */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { closeRepairOrder } from './api/close-repair-order';
import { createRepairOrder } from './api/create-repair-order';
import { fetchRepairOrders } from './api/fetch-repair-orders';
import { actionOf, answerCalls, dialog, order, show, UUID } from './repair-orders.fixture';

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

describe('Repair Orders page: the create and close forms', () => {
  it('creates an order for a house of the tenant, after saying what is wrong', async () => {
    jest.mocked(createRepairOrder).mockResolvedValue(order(5, 'Door lock', 'NEW'));
    show();
    await screen.findByText('Tap leaks');
    const create = await screen.findByRole('button', { name: /Create/ });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await user.click(create);
    const form = await dialog();
    await user.type(form.getByLabelText('Phone'), 'call me');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await form.findByText('Choose the Flat to repair')).toBeTruthy();
    expect(
      form.getByText('Enter a phone number: digits, spaces or dashes, optionally after a +'),
    ).toBeTruthy();
    expect(createRepairOrder).not.toHaveBeenCalled();

    await user.click(form.getByLabelText('Flat'));
    await user.click(await screen.findByTitle('阳光花园 1-102'));
    await user.type(form.getByLabelText('Reported by'), ' Alice ');
    await user.clear(form.getByLabelText('Phone'));
    await user.type(form.getByLabelText('Phone'), '+86 138-0000-0009');
    await user.type(form.getByLabelText('Problem'), 'Door lock');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createRepairOrder).toHaveBeenCalledWith({
        houseId: 'H102',
        reporter: 'Alice',
        phone: '+86 138-0000-0009',
        description: 'Door lock',
      }),
    );
    await waitFor(() => expect(fetchRepairOrders).toHaveBeenCalledTimes(2));
  });

  it('closes a dispatched order only with a photo; a refused close keeps what was entered', async () => {
    jest.mocked(closeRepairOrder).mockRejectedValueOnce(new Error('refused'));
    jest.mocked(closeRepairOrder).mockResolvedValueOnce(order(3, 'Drain blocked', 'CLOSED'));
    show();
    await user.click(await actionOf('Drain blocked', 'Close'));
    const form = await dialog();
    await user.type(form.getByLabelText('What was done'), 'Cleared the drain');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await form.findByText('Add at least one photo of the finished repair')).toBeTruthy();
    expect(closeRepairOrder).not.toHaveBeenCalled();

    await user.click(form.getByRole('button', { hidden: true, name: 'Upload a photo' }));
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    const sent = {
      repairOrderId: 3,
      objectVersionNumber: 2,
      resolution: 'Cleared the drain',
      attachmentUuid: UUID,
    };
    await waitFor(() => expect(closeRepairOrder).toHaveBeenCalledWith(sent));
    // refused: the dialog stays with the text and the photo
    expect((form.getByLabelText('What was done') as HTMLTextAreaElement).value).toBe(
      'Cleared the drain',
    );
    expect(form.getByRole('button', { hidden: true, name: 'photo.jpg' })).toBeTruthy();
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(closeRepairOrder).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(fetchRepairOrders).toHaveBeenCalledTimes(2));
  });
});
