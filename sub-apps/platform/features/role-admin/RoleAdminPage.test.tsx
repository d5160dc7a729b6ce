/** @jest-environment jsdom */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { copyRole } from './api/copy-role';
import { disableRole } from './api/disable-role';
import { fetchRoles } from './api/fetch-roles';
import { roleRow } from './role-fixtures';
import { dialog, enabledButton, enabledMenuItem, rowOf } from './role-page-helpers';
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
  it('lists every tenant’s roles with their tenant, labels and counts, and searches', async () => {
    jest
      .mocked(fetchRoles.site)
      .mockResolvedValue(
        pageOf([
          roleRow(1, 'administrator', { tenantName: 'HZERO Platform', labels: ['SITE_ADMIN'] }),
          roleRow(12, 'planner', { tenantName: 'Globex', enabled: false }),
        ]),
      );
    renderPage(<RolesSitePage />, { texts: platformTexts, path: '/hiam/role' });
    const admin = await rowOf('administrator');
    expect(admin.getByText('HZERO Platform')).toBeTruthy();
    expect(admin.getByText('SITE_ADMIN')).toBeTruthy();
    expect((await rowOf('planner')).getByText('Disabled')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'adm');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchRoles.site).toHaveBeenLastCalledWith(
        expect.objectContaining({ code: 'adm', page: 0, size: 10 }),
      ),
    );
  });

  it('copies a role under a new code: the dialog offers one, the copy is asked for', async () => {
    jest.mocked(fetchRoles.site).mockResolvedValue(pageOf([roleRow(11, 'pm')]));
    jest.mocked(copyRole).mockResolvedValue(roleRow(1001, 'pm-copy'));
    renderPage(<RolesSitePage />, { texts: platformTexts, path: '/hiam/role' });
    await user.click(await enabledButton(await rowOf('pm'), 'Copy'));
    const copy = await dialog();
    expect(copy.getByText('Copy role pm')).toBeTruthy();
    expect((copy.getByLabelText('Code') as HTMLInputElement).value).toBe('pm-copy');
    await user.click(copy.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(copyRole).toHaveBeenCalledWith('site', 11, { code: 'pm-copy', name: 'pm name' }),
    );
  });

  it('asks before disabling, then disables', async () => {
    jest.mocked(fetchRoles.site).mockResolvedValue(pageOf([roleRow(11, 'pm')]));
    jest.mocked(disableRole).mockResolvedValue(roleRow(11, 'pm', { enabled: false }));
    renderPage(<RolesSitePage />, { texts: platformTexts, path: '/hiam/role' });
    const row = await rowOf('pm');
    await user.click(await enabledButton(row, 'Action'));
    // the item is permission-checked: a click before the batch check answers does nothing
    await user.click(await enabledMenuItem('Disable'));
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
