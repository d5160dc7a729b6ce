/** @jest-environment jsdom */
/**
 * The Clients page as a platform administrator sees it: each client's grant types, addresses,
 * token validity and status; disabling asks first. (The dialog is ClientForm.test.tsx.)
 */
import type { OAuthClientDto } from '@polaris/core/services/iam/client-types';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchClients } from './api/fetch-clients';
import { saveClient } from './api/save-client';
import ClientsPage from './ClientsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-clients', () => ({
  fetchClients: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/iam/hzero/v1/clients'),
}));
jest.mock('./api/save-client', () => ({ saveClient: jest.fn() }));
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

const client = (id: number, name: string, enabledFlag: 0 | 1 = 1): OAuthClientDto => ({
  id,
  name,
  authorizedGrantTypes: 'implicit,refresh_token',
  webServerRedirectUri: `http://localhost:8000/${name}/,https://${name}.example/cb`,
  accessTokenValidity: 3600,
  refreshTokenValidity: 86400,
  enabledFlag,
  objectVersionNumber: 4,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchClients)
    .mockResolvedValue(pageOf([client(1, 'localhost'), client(2, 'portal', 0)]));
});

const show = () => renderPage(<ClientsPage />, { texts: platformTexts, path: '/hiam/client' });
describe('Clients page', () => {
  it('shows each client’s grant types, addresses, validity and status', async () => {
    show();
    const row = await rowOf('localhost');
    expect(row.getByText('Implicit')).toBeTruthy();
    expect(row.getByText('Refresh token')).toBeTruthy();
    expect(row.getByText('http://localhost:8000/localhost/')).toBeTruthy();
    expect(row.getByText('https://localhost.example/cb')).toBeTruthy();
    expect(row.getByText('3,600')).toBeTruthy();
    expect(row.getByRole('button', { hidden: true, name: 'Disable' })).toBeTruthy();
    expect(
      (await rowOf('portal')).getByRole('button', { hidden: true, name: 'Enable' }),
    ).toBeTruthy();
  });

  it('asks before disabling a client, then saves it disabled', async () => {
    jest.mocked(saveClient).mockResolvedValue(client(1, 'localhost', 0));
    show();
    await user.click(await actionOf('localhost', 'Disable'));
    expect(await screen.findByText('Disable client localhost?')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { hidden: true, name: 'Disable' }).at(-1);
    await user.click(confirm as HTMLElement);
    await waitFor(() =>
      expect(saveClient).toHaveBeenCalledWith({ id: 1, objectVersionNumber: 4, enabledFlag: 0 }),
    );
    await waitFor(() => expect(fetchClients).toHaveBeenCalledTimes(2));
  });
});
