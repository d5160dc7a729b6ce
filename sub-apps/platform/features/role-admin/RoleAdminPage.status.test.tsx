/** @jest-environment jsdom */
// Disabling a role, in a file of its own: after another test of the page in the same file, the
// row's permission checks stayed pending (see the issue 25 note), so the menu item stayed disabled.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { disableRole } from './api/disable-role';
import { fetchRoles } from './api/fetch-roles';
import { roleRow } from './role-fixtures';
import { enabledButton, rowOf } from './role-page-helpers';
import RolesSitePage from './RolesSitePage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-roles', () => {
  const { listEndpointMock } = jest.requireActual('../../../../test/support/page-services');
  return {
    fetchRoles: {
      site: listEndpointMock('/iam/hzero/v1/roles'),
      tenant: listEndpointMock('/iam/hzero/v1/{tenantId}/roles'),
    },
  };
});
jest.mock('./api/create-role', () => ({ createRole: jest.fn() }));
jest.mock('./api/update-role', () => ({ updateRole: jest.fn() }));
jest.mock('./api/copy-role', () => ({ copyRole: jest.fn() }));
jest.mock('./api/disable-role', () => ({ disableRole: jest.fn() }));
jest.mock('./api/enable-role', () => ({ enableRole: jest.fn() }));
jest.mock('./api/fetch-role-labels', () => ({
  fetchRoleLabels: jest.fn(async () => ['SITE_ADMIN', 'AUDITOR']),
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

beforeAll(prepareDomForAntd);
beforeEach(() => jest.clearAllMocks());

describe('Roles page (site form)', () => {
  it('asks before disabling, then disables', async () => {
    jest.mocked(fetchRoles.site).mockResolvedValue(pageOf([roleRow(11, 'pm')]));
    jest.mocked(disableRole).mockResolvedValue(roleRow(11, 'pm', { enabled: false }));
    renderPage(<RolesSitePage />, { texts: platformTexts, path: '/hiam/role' });
    const row = await rowOf('pm');
    await user.click(await enabledButton(row, 'Action'));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('Disable role pm name?')).toBeTruthy();
    expect(disableRole).not.toHaveBeenCalled();
    await user.click(
      screen.getAllByRole('button', { hidden: true, name: 'OK' }).at(-1) as HTMLElement,
    );
    await waitFor(() =>
      expect(disableRole).toHaveBeenCalledWith('site', expect.objectContaining({ id: 11 })),
    );
  });
});
