/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchSelfTenants, updateDefaultTenant } from '@polaris/core/services/iam/tenants';
import type { TenantDto } from '@polaris/core/services/iam/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import TenantsPage from './TenantsPage';

jest.mock('@polaris/core/services/iam/tenants', () => ({
  fetchSelfTenants: jest.fn(),
  updateDefaultTenant: jest.fn(),
}));
const fetchTenants = fetchSelfTenants as jest.Mock;
const setDefault = updateDefaultTenant as jest.Mock;

const tenant = (tenantId: number, tenantName: string, defaultTenantId: number): TenantDto =>
  ({ tenantId, tenantName, tenantNum: `T${tenantId}`, defaultTenantId }) as TenantDto;

beforeAll(prepareDomForAntd);
beforeEach(() => {
  fetchTenants.mockReset();
  setDefault.mockReset();
});

const showPage = () => renderPage(<TenantsPage />, { texts: platformTexts });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('My Tenants page', () => {
  it('lists the tenants with the default one marked, and makes another the default', async () => {
    fetchTenants
      .mockResolvedValueOnce([tenant(1, 'Acme Property', 1), tenant(2, 'Globex', 1)])
      .mockResolvedValueOnce([tenant(1, 'Acme Property', 2), tenant(2, 'Globex', 2)]);
    let saved: () => void = () => undefined;
    setDefault.mockReturnValue(new Promise<void>((resolve) => (saved = resolve)));
    showPage();

    expect(await screen.findByText('Acme Property')).toBeTruthy();
    expect(within(rowOf('Acme Property')).getByText('Default')).toBeTruthy();
    expect(within(rowOf('Acme Property')).queryByRole('button')).toBeNull();

    await userEvent.click(within(rowOf('Globex')).getByRole('button', { name: 'Set as default' }));
    expect(setDefault).toHaveBeenCalledWith(2);
    // while the call runs, no second choice can be made
    await waitFor(() =>
      expect(
        (within(rowOf('Globex')).getByRole('button') as HTMLButtonElement).className,
      ).toContain('loading'),
    );
    saved();
    // the list is asked again and shows the new default
    await waitFor(() => expect(within(rowOf('Globex')).queryByText('Default')).toBeTruthy());
    expect(fetchTenants).toHaveBeenCalledTimes(2);
    expect(
      within(rowOf('Acme Property')).getByRole('button', { name: 'Set as default' }),
    ).toBeTruthy();
  });

  it('shows a failure in place, and Retry asks again', async () => {
    fetchTenants
      .mockRejectedValueOnce(new RequestError('network', 'network error'))
      .mockResolvedValueOnce([tenant(1, 'Acme Property', 1)]);
    showPage();

    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Property')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchTenants).toHaveBeenCalledTimes(2);
  });
});
