/** @jest-environment jsdom */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { resetPassword, setLocked } from './api/user-actions';
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
  mockFetchUsers.mockResolvedValue(pageOf(USERS));
});

describe('Users page actions', () => {
  it('locks after confirming, unlocks a locked user', async () => {
    jest.mocked(setLocked).mockResolvedValue(row(2, 'alice', { locked: true }));
    renderPage(<UsersSitePage />, { texts: platformTexts });
    await user.click(await enabledButton(await rowOf('alice'), 'Lock'));
    const confirm = within(await screen.findByRole('dialog', { hidden: true }));
    expect(confirm.getByText('Lock alice name?')).toBeTruthy();
    await user.click(confirm.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(setLocked).toHaveBeenCalledWith('site', expect.objectContaining({ id: 2 }), true),
    );
    await user.click(await enabledButton(await rowOf('bob'), 'Unlock'));
    await waitFor(() =>
      expect(setLocked).toHaveBeenCalledWith('site', expect.objectContaining({ id: 7 }), false),
    );
  });

  it('resets a password: the two must match and meet the policy', async () => {
    jest.mocked(resetPassword).mockResolvedValue(row(2, 'alice'));
    renderPage(<UsersSitePage />, { texts: platformTexts });
    await user.click(await enabledButton(await rowOf('alice'), 'Reset password'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('New password for alice name')).toBeTruthy();
    await user.type(dialog.getByLabelText('Password'), 'alice');
    await user.type(dialog.getByLabelText('Password again'), 'alicE');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('The password needs at least 8 characters')).toBeTruthy();
    expect(await dialog.findByText('The two passwords differ')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'Fresh2026x');
    await user.clear(dialog.getByLabelText('Password again'));
    await user.type(dialog.getByLabelText('Password again'), 'Fresh2026x');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(resetPassword).toHaveBeenCalledWith(
        'site',
        expect.objectContaining({ id: 2 }),
        'Fresh2026x',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
