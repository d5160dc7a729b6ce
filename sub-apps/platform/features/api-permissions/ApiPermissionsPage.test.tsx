/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { fetchApiPermissions } from './api/fetch-api-permissions';
import ApiPermissionsPage from './ApiPermissionsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-api-permissions', () => ({
  fetchApiPermissions: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/iam/hzero/v1/permissions'),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
beforeAll(prepareDomForAntd);

describe('API permissions page', () => {
  it('lists the gateway’s APIs with their access, and searches by path', async () => {
    jest.mocked(fetchApiPermissions).mockResolvedValue(
      pageOf([
        {
          id: 7,
          code: 'get:/iam/hzero/v1/menus/tree',
          method: 'GET',
          path: '/iam/hzero/v1/menus/tree',
          serviceName: 'iam',
          access: 'user' as const,
          tenantForm: false,
        },
      ]),
    );
    renderPage(<ApiPermissionsPage />, { texts: platformTexts, path: '/hiam/api' });
    const row = within((await screen.findByText('GET')).closest('tr') as HTMLElement);
    expect(row.getByText('Signed-in users')).toBeTruthy();
    expect(row.getByText('No')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Path' }), 'menus');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchApiPermissions).toHaveBeenLastCalledWith(
        expect.objectContaining({ path: 'menus', page: 0 }),
      ),
    );
  });
});
