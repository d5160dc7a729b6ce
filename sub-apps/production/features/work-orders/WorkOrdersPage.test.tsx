/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type { WorkOrderDto } from '@polaris/core/services/production/orders-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { createWorkOrder } from './api/create-work-order';
import { fetchPlanChoices } from './api/fetch-plan-choices';
import { fetchWorkOrders } from './api/fetch-work-orders';
import { postWorkOrderAction } from './api/work-order-action';
import WorkOrdersPage from './WorkOrdersPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-work-orders', () => ({
  fetchWorkOrders: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/mes/v1/{tenantId}/work-orders'),
}));
jest.mock('./api/fetch-plan-choices', () => ({ fetchPlanChoices: jest.fn() }));
jest.mock('./api/create-work-order', () => ({ createWorkOrder: jest.fn() }));
jest.mock('./api/work-order-action', () => ({ postWorkOrderAction: jest.fn() }));
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

const order = (workOrderId: number, status: string): WorkOrderDto => ({
  workOrderId,
  workOrderNum: `WO-${workOrderId}`,
  planId: 1,
  planCode: 'PP-A',
  itemCode: `ITEM-${workOrderId}`,
  quantity: 10,
  plannedStart: '2026-12-01',
  plannedEnd: '2026-12-03',
  status,
  ganttTaskId: 5000 + workOrderId,
  objectVersionNumber: 2,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchWorkOrders)
    .mockResolvedValue(
      pageOf([order(1, 'CREATED'), order(2, 'RELEASED'), order(3, 'STARTED'), order(4, 'CLOSED')]),
    );
  jest.mocked(fetchPlanChoices).mockResolvedValue(
    pageOf([
      {
        planId: 1,
        planCode: 'PP-A',
        planName: 'December run',
        planStatus: 'RELEASED',
        startDate: '2026-12-01',
        endDate: '2026-12-18',
        ganttId: 2001,
        aqlPercent: 2.5,
        workOrderCount: 4,
        remark: null,
        objectVersionNumber: 1,
      },
    ]),
  );
});

const show = () =>
  renderPage(<WorkOrdersPage />, { texts: productionTexts, path: '/mes/work-order' });
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
const buttonsOf = async (text: string) => {
  const row = await rowOf(text);
  return row.queryAllByRole('button', { hidden: true }).map((button) => button.textContent?.trim());
};

describe('Work Orders page', () => {
  it('offers each work order the one step its status allows', async () => {
    show();
    expect(await buttonsOf('ITEM-1')).toEqual(['Release']);
    expect(await buttonsOf('ITEM-2')).toEqual(['Start']);
    expect(await buttonsOf('ITEM-3')).toEqual(['Complete']);
    expect(await buttonsOf('ITEM-4')).toEqual([]);
    expect((await rowOf('ITEM-3')).getByText('Started')).toBeTruthy();
  });

  it('starts a released work order after asking, and lists again', async () => {
    jest.mocked(postWorkOrderAction).mockResolvedValue(order(2, 'STARTED'));
    show();
    const row = await rowOf('ITEM-2');
    const start = await waitFor(() => {
      const button = row.getByRole('button', { hidden: true, name: 'Start' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.click(start);
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Start work order WO-2?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Start' }));
    await waitFor(() =>
      expect(postWorkOrderAction).toHaveBeenCalledWith(
        'start',
        expect.objectContaining({ workOrderId: 2, objectVersionNumber: 2 }),
      ),
    );
    await waitFor(() => expect(fetchWorkOrders).toHaveBeenCalledTimes(2));
  });

  it('creates a work order from a plan; a refused one keeps the dialog and what was typed', async () => {
    jest
      .mocked(createWorkOrder)
      // refused as the gateway refuses it (the request layer has told the user)
      .mockRejectedValueOnce(
        new RequestError('business', 'outside the plan', { code: 'error.param.invalid' }),
      )
      .mockResolvedValue(order(9, 'CREATED'));
    show();
    await screen.findByText('ITEM-1');
    const create = await screen.findByRole('button', { name: /Create/ });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await user.click(create);
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(dialog.getByLabelText('Plan'));
    await user.click(await screen.findByTitle('PP-A December run'));
    await user.type(dialog.getByLabelText('Item'), 'GX-100');
    const quantity = dialog.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '25');
    for (const [label, day] of [
      ['Planned start', '2026-12-02'],
      ['Planned end', '2026-12-04'],
    ]) {
      await user.click(dialog.getByLabelText(label));
      await user.type(dialog.getByLabelText(label), `${day}{Enter}`);
    }
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(createWorkOrder).toHaveBeenCalledTimes(1));
    expect(createWorkOrder).toHaveBeenLastCalledWith({
      planId: 1,
      itemCode: 'GX-100',
      quantity: 25,
      plannedStart: '2026-12-02',
      plannedEnd: '2026-12-04',
    });
    expect((dialog.getByLabelText('Item') as HTMLInputElement).value).toBe('GX-100');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
