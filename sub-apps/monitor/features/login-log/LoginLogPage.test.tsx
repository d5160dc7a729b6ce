/** @jest-environment jsdom */
import type { LoginAuditDto } from '@polaris/core/services/iam/identity-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { monitorTexts } from '../../texts';
import { fetchLoginAudits } from './api/fetch-login-audits';
import LoginLogPage from './LoginLogPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-login-audits', () => ({
  fetchLoginAudits: Object.assign(jest.fn(), { url: () => '/iam/hzero/v1/audit-logins' }),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const audit = (auditId: number, patch: Partial<LoginAuditDto>): LoginAuditDto => ({
  auditId,
  auditType: 'LOGIN',
  loginName: 'alice',
  userId: 2,
  tenantId: 1,
  loginDate: '2026-11-27 08:05:00',
  loginIp: '10.20.3.41',
  loginDevice: 'Mozilla/5.0 Safari',
  clientId: 'localhost',
  loginMessage: null,
  loginMessageMeaning: null,
  ...patch,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchLoginAudits).mockResolvedValue(
    pageOf([
      audit(2, {}),
      audit(1, {
        auditType: 'LOGIN_FAILURE',
        loginName: 'bob',
        userId: null,
        loginMessage: 'bad_credentials',
        loginMessageMeaning: 'Incorrect username or password',
      }),
    ]),
  );
});

describe('Sign-in Log page', () => {
  it('lists successes and failures with the reason, address and client', async () => {
    renderPage(<LoginLogPage />, { texts: monitorTexts, path: '/hmnt/login-log' });
    const bob = within((await screen.findByText('bob')).closest('tr') as HTMLElement);
    expect(bob.getByText('Failed')).toBeTruthy();
    expect(bob.getByText('Incorrect username or password')).toBeTruthy();
    const alice = within(screen.getByText('alice').closest('tr') as HTMLElement);
    expect(alice.getByText('Signed in')).toBeTruthy();
    expect(alice.getByText('10.20.3.41')).toBeTruthy();
    expect(alice.getByText('localhost')).toBeTruthy();
  });

  it('filters by login name and result', async () => {
    renderPage(<LoginLogPage />, { texts: monitorTexts });
    await screen.findByText('bob');
    await user.type(screen.getByRole('textbox', { name: 'Login name' }), 'bo');
    await user.click(screen.getByLabelText('Result'));
    await user.click(await screen.findByTitle('Failed'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchLoginAudits).toHaveBeenLastCalledWith(
        expect.objectContaining({ loginName: 'bo', auditType: 'LOGIN_FAILURE', page: 0 }),
      ),
    );
  });
});
