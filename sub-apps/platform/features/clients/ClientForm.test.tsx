/** @jest-environment jsdom */
/**
 * The Clients page's dialog: a new client whose bad redirect address is named before anything is
 * sent; an edit whose refused save keeps what was typed. (The list is ClientsPage.test.tsx.)
 */
import type { OAuthClientDto } from '@polaris/core/services/iam/client-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf } from '../../../../test/support/table-rows';
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
describe('Clients page: the client dialog', () => {
  it('creates a client; a bad address is named and nothing is sent until it is fixed', async () => {
    jest.mocked(saveClient).mockResolvedValue(client(3, 'bi'));
    show();
    await screen.findByText('localhost');
    const create = await screen.findByRole('button', { name: /Create/ });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await user.click(create);
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(dialog.getByLabelText('Client ID'), 'bi');
    const uris = dialog.getByLabelText('Redirect addresses (one per line)');
    await user.click(uris);
    await user.paste('https://bi.example/cb\njavascript:alert(1)');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(
        'Redirect addresses (one per line): javascript:alert(1) is not an http(s) address without a #fragment',
      ),
    ).toBeTruthy();
    expect(saveClient).not.toHaveBeenCalled();
    await user.clear(uris);
    await user.paste('https://bi.example/cb');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveClient).toHaveBeenCalledWith({
        name: 'bi',
        authorizedGrantTypes: 'implicit',
        webServerRedirectUri: 'https://bi.example/cb',
        accessTokenValidity: 3600,
        refreshTokenValidity: 86400,
        enabledFlag: 1,
      }),
    );
  });

  it('edits a client’s addresses; a refused save keeps what was typed', async () => {
    jest
      .mocked(saveClient)
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValue(client(1, 'localhost'));
    show();
    await user.click(await actionOf('localhost', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const uris = dialog.getByLabelText('Redirect addresses (one per line)') as HTMLTextAreaElement;
    expect(uris.value).toBe('http://localhost:8000/localhost/\nhttps://localhost.example/cb');
    await user.clear(uris);
    await user.paste('http://localhost:8000/');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveClient).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 1,
          objectVersionNumber: 4,
          webServerRedirectUri: 'http://localhost:8000/',
          authorizedGrantTypes: 'implicit,refresh_token',
        }),
      ),
    );
    expect(uris.value).toBe('http://localhost:8000/');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
