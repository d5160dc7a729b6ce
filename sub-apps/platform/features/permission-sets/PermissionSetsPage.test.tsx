/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { fetchPermissionSets } from './api/fetch-permission-sets';
import PermissionSetsPage from './PermissionSetsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-permission-sets', () => ({
  fetchPermissionSets: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/iam/hzero/v1/permission-sets'),
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

describe('Permission sets page', () => {
  it('lists each set with its page and level, and searches by page', async () => {
    jest.mocked(fetchPermissionSets).mockResolvedValue(
      pageOf([
        {
          key: 'site:hzero.platform.currency:hpfm.currency.button.edit',
          id: 50042,
          code: 'hpfm.currency.button.edit',
          name: 'Edit',
          menuCode: 'hzero.platform.currency',
          menuName: 'Currencies',
          level: 'site' as const,
          roleCount: 0,
        },
      ]),
    );
    renderPage(<PermissionSetsPage />, { texts: platformTexts, path: '/hiam/permission-set' });
    const row = within((await screen.findByText('Currencies')).closest('tr') as HTMLElement);
    expect(row.getByText('Platform')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Page code' }), 'currency');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchPermissionSets).toHaveBeenLastCalledWith(
        expect.objectContaining({ menuCode: 'currency', page: 0 }),
      ),
    );
  });
});
