/** @jest-environment jsdom */
import type { RoutingDetailDto, RoutingDto } from '@polaris/core/services/production/orders-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { fetchRouting } from './api/fetch-routing';
import { fetchRoutings } from './api/fetch-routings';
import { saveRoutingOperations } from './api/save-routing-operations';
import RoutingsPage from './RoutingsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-routings', () => ({
  fetchRoutings: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/mes/v1/{tenantId}/routings'),
}));
jest.mock('./api/fetch-routing', () => ({ fetchRouting: jest.fn() }));
jest.mock('./api/save-routing-operations', () => ({ saveRoutingOperations: jest.fn() }));
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

const routing: RoutingDto = {
  routingId: 1,
  routingCode: 'RT-GX-100',
  itemCode: 'GX-100',
  description: 'Gearbox housing',
  operationCount: 3,
  objectVersionNumber: 5,
};
const operation = (seq: number, operationCode: string) => ({
  seq,
  operationCode,
  operationName: `${operationCode} name`,
  workCenter: 'WC-1',
  setupMinutes: 10,
  runMinutes: 5,
});
const detail = (...codes: string[]): RoutingDetailDto => ({
  ...routing,
  operations: codes.map((code, index) => operation((index + 1) * 10, code)),
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchRoutings).mockResolvedValue(pageOf([routing]));
  jest.mocked(fetchRouting).mockResolvedValue(detail('CAST', 'MILL', 'DRILL'));
});

const show = () => renderPage(<RoutingsPage />, { texts: productionTexts, path: '/mes/routing' });

async function openOperations() {
  show();
  const row = within((await screen.findByText('Gearbox housing')).closest('tr') as HTMLElement);
  await user.click(row.getByRole('button', { hidden: true, name: 'Operations' }));
  const drawer = within(await screen.findByRole('dialog', { hidden: true }));
  await drawer.findByText('CAST name');
  return drawer;
}

/** The operation codes in the table, in order, with the numbers they will be saved with. */
const rowsOf = (drawer: ReturnType<typeof within>) =>
  drawer
    .getAllByRole('row', { hidden: true })
    .filter((row: HTMLElement) => row.hasAttribute('data-row-key'))
    .map((row: HTMLElement) => {
      const cells = within(row).getAllByRole('cell', { hidden: true });
      return `${cells[1].textContent} ${cells[2].textContent}`;
    });

const enabled = async (drawer: ReturnType<typeof within>, name: string) =>
  waitFor(() => {
    const button = drawer.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('Routings page', () => {
  it('reorders operations with Move up / Move down and saves the new order in one call', async () => {
    jest.mocked(saveRoutingOperations).mockResolvedValue({
      ...detail('MILL', 'CAST', 'DRILL'),
      objectVersionNumber: 6,
    });
    const drawer = await openOperations();
    expect(rowsOf(drawer)).toEqual(['10 CAST', '20 MILL', '30 DRILL']);
    await user.click(await enabled(drawer, 'Move MILL up'));
    expect(rowsOf(drawer)).toEqual(['10 MILL', '20 CAST', '30 DRILL']);
    await user.click(await enabled(drawer, 'Save order'));
    await waitFor(() => expect(saveRoutingOperations).toHaveBeenCalledTimes(1));
    expect(saveRoutingOperations).toHaveBeenCalledWith(1, {
      objectVersionNumber: 5,
      operations: ['MILL', 'CAST', 'DRILL'].map((code) => {
        const { seq: _seq, ...fields } = operation(0, code);
        return fields;
      }),
    });
    // saved: nothing left to save
    await waitFor(() =>
      expect(
        (drawer.getByRole('button', { hidden: true, name: 'Save order' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true),
    );
  });

  it('offers a drag handle per operation that a keyboard can reach', async () => {
    const drawer = await openOperations();
    const handle = await drawer.findByRole('button', {
      hidden: true,
      name: 'Drag to reorder MILL',
    });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handle.getAttribute('tabindex')).toBe('0');
  });

  it('a refused save keeps the new order on screen', async () => {
    jest.mocked(saveRoutingOperations).mockRejectedValue(new Error('changed by someone else'));
    const drawer = await openOperations();
    await user.click(await enabled(drawer, 'Move CAST down'));
    await user.click(await enabled(drawer, 'Save order'));
    await waitFor(() => expect(saveRoutingOperations).toHaveBeenCalledTimes(1));
    expect(rowsOf(drawer)).toEqual(['10 MILL', '20 CAST', '30 DRILL']);
    expect(
      (drawer.getByRole('button', { hidden: true, name: 'Save order' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('adds an operation, refusing a code the routing already has, and removes one', async () => {
    const drawer = await openOperations();
    await user.click(await enabled(drawer, 'Add operation'));
    const dialog = within(
      (await screen.findAllByRole('dialog', { hidden: true })).at(-1) as HTMLElement,
    );
    await user.type(dialog.getByLabelText('Operation'), 'mill');
    await user.type(dialog.getByLabelText('Name'), 'Second milling');
    await user.type(dialog.getByLabelText('Work centre'), 'WC-2');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('Operation mill is already in this routing')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Operation'));
    await user.type(dialog.getByLabelText('Operation'), 'PAINT');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(rowsOf(drawer)).toEqual(['10 CAST', '20 MILL', '30 DRILL', '40 PAINT']),
    );
    const drill = within(drawer.getByText('DRILL name').closest('tr') as HTMLElement);
    await user.click(drill.getByRole('button', { hidden: true, name: 'Remove' }));
    expect(rowsOf(drawer)).toEqual(['10 CAST', '20 MILL', '30 PAINT']);
  });
});
