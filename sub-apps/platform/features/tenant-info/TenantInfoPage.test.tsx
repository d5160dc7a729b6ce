/** @jest-environment jsdom */
/**
 * The Tenant Information page: the platform's tenants with their state and limits; created with
 * the number checked before anything is sent; edited at the version read; disabled after a
 * question saying what it stops (never the platform itself).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchTenants } from './api/fetch-tenants';
import { saveTenant } from './api/save-tenant';
import { tenant } from './tenant-info.fixture';
import TenantInfoPage from './TenantInfoPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-tenants', () => ({
  fetchTenants: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/tenants'),
}));
jest.mock('./api/save-tenant', () => ({ saveTenant: jest.fn() }));
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
  jest
    .mocked(fetchTenants)
    .mockResolvedValue(pageOf([tenant(0, 'HZERO'), tenant(1, 'ACME'), tenant(2, 'GLOBEX', 0)]));
});

const show = () =>
  renderPage(<TenantInfoPage />, { texts: platformTexts, path: '/hpfm/tenant-info' });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Tenant Information page', () => {
  it('lists tenants; disabling one says what it stops; the platform cannot be disabled', async () => {
    jest.mocked(saveTenant).mockResolvedValue(tenant(1, 'ACME', 0));
    show();
    expect((await rowOf('GLOBEX')).getByText('Disabled')).toBeTruthy();
    expect(await actionOf('GLOBEX', 'Enable')).toBeTruthy();
    expect((await rowOf('HZERO')).queryByText('Disable')).toBeNull();
    await user.click(await actionOf('ACME', 'Disable'));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Disable tenant ACME Ltd?')).toBeTruthy();
    expect(
      confirm.getByText(
        'Its users can no longer choose it in the header until it is enabled again.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(saveTenant).toHaveBeenCalledWith({
        tenantId: 1,
        objectVersionNumber: 3,
        enabledFlag: 0,
      }),
    );
  });

  it('creates a tenant: the number checked first, the field named; edits at the version read', async () => {
    jest.mocked(saveTenant).mockResolvedValue(tenant(3, 'INITECH'));
    show();
    await rowOf('ACME');
    await user.click(await enabledPageButton(/Create/));
    let form = await dialog();
    expect(form.getByText('New tenant')).toBeTruthy();
    await user.type(form.getByLabelText('Tenant number'), 'ini tech');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await form.findByText('Tenant number: capitals, digits, _ and - only (at most 30)'),
    ).toBeTruthy();
    expect(saveTenant).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Tenant number'));
    await user.type(form.getByLabelText('Tenant number'), 'INITECH');
    await user.type(form.getByLabelText('Tenant name'), ' Initech ');
    await user.type(form.getByLabelText('User limit'), '50');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveTenant).toHaveBeenCalledWith({
        tenantNum: 'INITECH',
        tenantName: 'Initech',
        limitUserQty: 50,
        contactName: null,
        contactEmail: null,
        enabledFlag: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await user.click(await actionOf('ACME', 'Edit'));
    form = await dialog();
    expect(form.getByText('Edit tenant ACME')).toBeTruthy();
    await user.type(form.getByLabelText('Contact'), 'Ann');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveTenant).toHaveBeenLastCalledWith(
        expect.objectContaining({ tenantId: 1, objectVersionNumber: 3, contactName: 'Ann' }),
      ),
    );
  });
});
