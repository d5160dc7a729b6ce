/** @jest-environment jsdom */
import type { ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { PageNavigationProvider } from '@polaris/core/sub-app/navigation';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { fetchWorkOrders } from '../work-orders/api/fetch-work-orders';
import { fetchPlans } from './api/fetch-plans';
import { releasePlan } from './api/release-plan';
import PlansPage from './PlansPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-plans', () => ({
  fetchPlans: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/mes/v1/{tenantId}/plans'),
}));
jest.mock('./api/release-plan', () => ({ releasePlan: jest.fn() }));
jest.mock('../work-orders/api/fetch-work-orders', () => ({
  fetchWorkOrders: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/mes/v1/{tenantId}/work-orders'),
}));
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

const plan = (planId: number, planCode: string, planStatus: string): ProductionPlanDto => ({
  planId,
  planCode,
  planName: `${planCode} name`,
  planStatus,
  startDate: '2026-12-01',
  endDate: '2026-12-18',
  ganttId: 2000 + planId,
  aqlPercent: 2.5,
  workOrderCount: 3,
  remark: null,
  objectVersionNumber: 4,
});

const open = jest.fn();
beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchPlans)
    .mockResolvedValue(pageOf([plan(1, 'PP-A', 'RELEASED'), plan(2, 'PP-B', 'DRAFT')]));
  jest.mocked(fetchWorkOrders).mockResolvedValue(pageOf([]));
});

const show = () =>
  renderPage(
    <PageNavigationProvider open={open}>
      <PlansPage />
    </PageNavigationProvider>,
    { texts: productionTexts, path: '/mes/plan' },
  );
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
/** A row's enabled action button (or menu item) once the permission batch has answered. */
const actionOf = async (text: string, name: string) => {
  const row = await rowOf(text);
  return waitFor(() => {
    const button = row.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};

describe('Production Plans page', () => {
  it('offers Edit and Release on a draft only', async () => {
    show();
    const released = await rowOf('PP-A name');
    expect(released.getByText('Released')).toBeTruthy();
    expect(released.queryByRole('button', { hidden: true, name: 'Release' })).toBeNull();
    expect(released.queryByRole('button', { hidden: true, name: 'Edit' })).toBeNull();
    const draft = await rowOf('PP-B name');
    expect(draft.getByRole('button', { hidden: true, name: 'Release' })).toBeTruthy();
  });

  it('releases a draft after asking, and lists again', async () => {
    jest.mocked(releasePlan).mockResolvedValue(plan(2, 'PP-B', 'RELEASED'));
    show();
    await user.click(await actionOf('PP-B name', 'Release'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Release plan PP-B?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Release' }));
    await waitFor(() =>
      expect(releasePlan).toHaveBeenCalledWith(
        expect.objectContaining({ planId: 2, objectVersionNumber: 4 }),
      ),
    );
    await waitFor(() => expect(fetchPlans).toHaveBeenCalledTimes(2));
  });

  it('opens the plan’s chart in the Gantt Scheduling tab', async () => {
    show();
    await user.click(await actionOf('PP-A name', 'Open on Gantt'));
    expect(open).toHaveBeenCalledWith('/hpfm/gantt?ganttId=2001');
  });

  it('opens the plan’s work orders in a drawer, listing that plan’s only', async () => {
    show();
    await user.click(await actionOf('PP-A name', 'Work orders'));
    expect(await screen.findByText('Work orders of plan PP-A')).toBeTruthy();
    await waitFor(() =>
      expect(fetchWorkOrders).toHaveBeenCalledWith(expect.objectContaining({ planId: 1 })),
    );
  });
});
