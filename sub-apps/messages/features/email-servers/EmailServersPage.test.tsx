/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type { EmailServerDto } from '@polaris/core/services/message/account-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { messagesTexts } from '../../texts';
import { emailServers, fetchEmailServers } from './api/email-servers';
import EmailServersPage from './EmailServersPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/email-servers', () => ({
  fetchEmailServers: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/email/servers' }),
  emailServers: { save: jest.fn(), remove: jest.fn() },
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const server = (serverId: number, serverCode: string, passwordSetFlag: 0 | 1): EmailServerDto => ({
  serverId,
  tenantId: 0,
  serverCode,
  serverName: `${serverCode} name`,
  host: 'smtp.example.com',
  port: 465,
  protocol: 'SMTPS',
  username: 'robot',
  sender: 'robot@example.com',
  tryTimes: 3,
  passwordSetFlag,
  enabledFlag: 1,
  objectVersionNumber: 2,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchEmailServers)
    .mockResolvedValue(pageOf([server(1, 'HZERO.MAIL', 1), server(2, 'OPEN.MAIL', 0)]));
});

const show = () => renderPage(<EmailServersPage />, { texts: messagesTexts, path: '/hmsg/email' });

describe('Email Accounts page', () => {
  it('lists the accounts, saying whether a password is set but never what it is', async () => {
    show();
    expect((await rowOf('HZERO.MAIL name')).getByText('Set')).toBeTruthy();
    expect((await rowOf('OPEN.MAIL name')).getByText('Not set')).toBeTruthy();
  });

  it('creates an account: a bad sender is named; a refused save keeps what was typed', async () => {
    jest
      .mocked(emailServers.save)
      .mockRejectedValueOnce(new RequestError('business', 'exists', { code: 'error.data_exists' }))
      .mockResolvedValue(server(3, 'ACME.MAIL', 1));
    show();
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Code'), 'ACME.MAIL');
    await user.type(dialog.getByLabelText('Name'), 'Acme');
    await user.type(dialog.getByLabelText('Host'), 'smtp.acme.example');
    await user.type(dialog.getByLabelText('Password'), 'pa55');
    await user.type(dialog.getByLabelText('Sender address'), 'robot');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await dialog.findByText('Sender address is not in the expected format')).toBeTruthy();
    expect(emailServers.save).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText('Sender address'), '@acme.example');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(emailServers.save).toHaveBeenCalledTimes(1));
    expect(emailServers.save).toHaveBeenLastCalledWith({
      serverCode: 'ACME.MAIL',
      serverName: 'Acme',
      host: 'smtp.acme.example',
      port: 465,
      protocol: 'SMTPS',
      username: null,
      sender: 'robot@acme.example',
      tryTimes: 3,
      enabledFlag: 1,
      passwordEncrypted: 'pa55',
    });
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe('pa55');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an account without its password: the field is empty and a blank one is not sent', async () => {
    jest.mocked(emailServers.save).mockResolvedValue(server(1, 'HZERO.MAIL', 1));
    show();
    await user.click(await actionOf('HZERO.MAIL name', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    const password = dialog.getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('Stored: leave blank to keep it');
    await user.clear(dialog.getByLabelText('Port'));
    await user.type(dialog.getByLabelText('Port'), '587');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(emailServers.save).toHaveBeenCalledTimes(1));
    const sent = jest.mocked(emailServers.save).mock.calls[0][0];
    expect(sent).toMatchObject({ serverId: 1, objectVersionNumber: 2, port: 587 });
    expect(sent).not.toHaveProperty('passwordEncrypted');
  });
});
