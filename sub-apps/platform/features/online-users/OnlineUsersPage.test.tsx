/** @jest-environment jsdom */
/**
 * The Online Users page: who is signed in, from where and since when; the caller's own session
 * marked and not offered a sign-out; signing someone out asks first, then ends their session.
 */
import type { OnlineUserDto } from '@polaris/core/services/iam/client-types';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { endSession } from './api/end-session';
import { fetchOnlineUsers } from './api/fetch-online-users';
import OnlineUsersPage from './OnlineUsersPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-online-users', () => ({
  fetchOnlineUsers: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/iam/hzero/v1/online-users'),
}));
jest.mock('./api/end-session', () => ({ endSession: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const session = (loginName: string, realName: string, currentFlag: 0 | 1): OnlineUserDto => ({
  sessionId: `s-${loginName}`,
  userId: loginName === 'admin' ? 1 : 2,
  loginName,
  realName,
  tenantId: 1,
  tenantName: 'Acme Property',
  roleId: 11,
  roleName: 'Property Manager',
  clientName: 'localhost',
  loginIp: '10.0.0.7',
  loginDate: '2026-11-20 08:00:00',
  lastAccessDate: '2026-11-20 08:30:00',
  expireDate: '2026-11-20 09:00:00',
  currentFlag,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchOnlineUsers)
    .mockResolvedValue(pageOf([session('admin', 'Admin', 1), session('alice', 'Alice Chen', 0)]));
});

const show = () =>
  renderPage(<OnlineUsersPage />, { texts: platformTexts, path: '/hiam/online-user' });
describe('Online Users page', () => {
  it('lists who is signed in, where and since when; the own session is marked', async () => {
    show();
    const alice = await rowOf('Alice Chen');
    expect(alice.getByText('Acme Property')).toBeTruthy();
    expect(alice.getByText('Property Manager')).toBeTruthy();
    expect(alice.getByText('10.0.0.7')).toBeTruthy();
    expect(alice.getByText('2026-11-20 08:00:00')).toBeTruthy();
    expect(alice.getByText('2026-11-20 08:30:00')).toBeTruthy();
    expect(await alice.findByRole('button', { hidden: true, name: 'Sign out' })).toBeTruthy();
    const own = await rowOf('Admin');
    expect(own.getByText('You')).toBeTruthy();
    expect(own.queryByRole('button', { hidden: true, name: 'Sign out' })).toBeNull();
  });

  it('signs a user out after asking, and lists again', async () => {
    jest.mocked(endSession).mockResolvedValue(undefined);
    show();
    await user.click(await actionOf('Alice Chen', 'Sign out'));
    expect(await screen.findByText('Sign Alice Chen out?')).toBeTruthy();
    expect(endSession).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { hidden: true, name: 'Sign out' }).at(-1)!);
    await waitFor(() =>
      expect(endSession).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 's-alice' })),
    );
    await waitFor(() => expect(fetchOnlineUsers).toHaveBeenCalledTimes(2));
  });
});
