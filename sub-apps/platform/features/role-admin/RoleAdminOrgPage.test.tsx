/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { createRole } from './api/create-role';
import { fetchRoles } from './api/fetch-roles';
import { updateRole } from './api/update-role';
import { roleRow } from './role-fixtures';
import { dialog, enabledButton, rowOf } from './role-page-helpers';
import RolesOrgPage from './RolesOrgPage';

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

describe('Roles page (tenant form)', () => {
  it('creates a role: validation names the field, a refused save keeps what was typed', async () => {
    jest.mocked(fetchRoles.tenant).mockResolvedValue(pageOf([roleRow(2, 'tenant-admin')]));
    jest
      .mocked(createRole)
      .mockRejectedValueOnce(new RequestError('business', 'taken', { code: 'error.param.invalid' }))
      .mockResolvedValue(roleRow(1001, 'clerk'));
    renderPage(<RolesOrgPage />, { texts: platformTexts, path: '/hiam/role-org' });
    await rowOf('tenant-admin');
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    await user.click(await enabledButton(within(document.body), /Create/));
    const form = await dialog();
    expect(form.queryByLabelText('Tenant')).toBeNull();
    await user.type(form.getByLabelText('Code'), 'bad code');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await form.findByText(
        'Enter a code of letters, digits, dots, underscores and hyphens (at most 60)',
      ),
    ).toBeTruthy();
    expect(await form.findByText('Enter a name of 1 to 64 characters')).toBeTruthy();
    expect(createRole).not.toHaveBeenCalled();
    const code = form.getByLabelText('Code') as HTMLInputElement;
    await user.clear(code);
    await user.type(code, 'clerk');
    await user.type(form.getByLabelText('Name'), 'Clerk');
    await user.click(form.getByLabelText('Labels'));
    await user.click(await screen.findByTitle('AUDITOR'));
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(createRole).toHaveBeenCalledTimes(1));
    expect(createRole).toHaveBeenLastCalledWith('tenant', {
      code: 'clerk',
      name: 'Clerk',
      labels: ['AUDITOR'],
    });
    expect(code.value).toBe('clerk');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(createRole).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('edits a role’s name with its version', async () => {
    jest.mocked(fetchRoles.tenant).mockResolvedValue(pageOf([roleRow(11, 'pm')]));
    jest.mocked(updateRole).mockResolvedValue(roleRow(11, 'pm'));
    renderPage(<RolesOrgPage />, { texts: platformTexts, path: '/hiam/role-org' });
    await user.click(await enabledButton(await rowOf('pm'), 'Edit'));
    const form = await dialog();
    expect(form.getByText('Edit role pm')).toBeTruthy();
    expect(form.queryByLabelText('Code')).toBeNull();
    const name = form.getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Estate manager');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(updateRole).toHaveBeenCalledWith('tenant', {
        id: 11,
        objectVersionNumber: 3,
        name: 'Estate manager',
        labels: [],
      }),
    );
  });
});
