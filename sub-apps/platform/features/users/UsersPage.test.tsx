/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { createUser } from './api/save-user';
import UsersSitePage from './UsersSitePage';
import { enabledButton, row, rowOf, USERS } from './users.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const mockFetchUsers = Object.assign(jest.fn(), { url: () => '/iam/hzero/v1/users/paging' });
jest.mock('./api/fetch-users', () => ({ usersEndpoint: () => mockFetchUsers }));
jest.mock('./api/save-user', () => ({ createUser: jest.fn(), updateUser: jest.fn() }));
jest.mock('./api/user-actions', () => ({ setLocked: jest.fn(), resetPassword: jest.fn() }));
jest.mock('./api/fetch-assignable-roles', () => ({
  fetchAssignableRoles: jest.fn(async () => jest.requireActual('./users.fixture').ROLES),
}));
jest.mock('@polaris/core/services/iam/password-policy', () => ({
  fetchPasswordPolicy: jest.fn(async () => jest.requireActual('./users.fixture').POLICY),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups({
    fetchLovValues: jest.fn(async (code: string) =>
      code === 'HPFM.TENANT'
        ? [
            { value: 0, meaning: 'HZERO Platform' },
            { value: 1, meaning: 'Acme Property' },
          ]
        : [],
    ),
  }),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  mockFetchUsers.mockResolvedValue(pageOf(USERS));
});

describe('Users page (site form)', () => {
  it('lists users with their roles, status and lock', async () => {
    renderPage(<UsersSitePage />, { texts: platformTexts, path: '/hiam/sub-account-site' });
    const alice = await rowOf('alice');
    expect(alice.getByText('Property Manager')).toBeTruthy();
    expect(alice.getByText('Not locked')).toBeTruthy();
    expect((await rowOf('bob')).getByText('Locked until 2026-11-27 09:30')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('creates a user: the broken password rule is named, a refused save keeps what was typed', async () => {
    jest
      .mocked(createUser)
      .mockRejectedValueOnce(
        new RequestError('business', 'taken', { code: 'error.user.login_name_exists' }),
      )
      .mockResolvedValue(row(1000, 'lin.wei'));
    renderPage(<UsersSitePage />, { texts: platformTexts });
    await rowOf('alice');
    await user.click(await enabledButton(within(document.body), 'plus Create'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(dialog.getByLabelText('Login name'), 'lin.wei');
    await user.type(dialog.getByLabelText('Name'), 'Lin Wei');
    await user.type(dialog.getByLabelText('Email'), 'lin.wei@acme.example');
    await user.type(dialog.getByLabelText('Password'), 'linwei2026');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText('The password needs at least 1 uppercase letter(s)'),
    ).toBeTruthy();
    expect(createUser).not.toHaveBeenCalled();
    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'LinWei2026');
    await user.click(dialog.getByLabelText('Organisation'));
    await user.click(await screen.findByTitle('Acme Property'));
    await user.click(dialog.getByLabelText('Roles'));
    await user.click(await screen.findByText('Production Planner'));
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(createUser).toHaveBeenCalledTimes(1));
    expect(createUser).toHaveBeenLastCalledWith('site', {
      loginName: 'lin.wei',
      realName: 'Lin Wei',
      email: 'lin.wei@acme.example',
      phone: '',
      language: 'zh_CN',
      organizationId: 1,
      password: 'LinWei2026',
      memberRoleList: [{ roleId: 12 }],
    });
    expect((dialog.getByLabelText('Login name') as HTMLInputElement).value).toBe('lin.wei');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(mockFetchUsers).toHaveBeenCalledTimes(2));
  });
});
