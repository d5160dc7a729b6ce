/** @jest-environment jsdom */
import type { SmsServerDto } from '@polaris/core/services/message/account-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { messagesTexts } from '../../texts';
import { fetchSmsServers, smsServers } from './api/sms-servers';
import SmsServersPage from './SmsServersPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/sms-servers', () => ({
  fetchSmsServers: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/sms/servers' }),
  smsServers: { save: jest.fn(), remove: jest.fn() },
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const SEED: SmsServerDto = {
  serverId: 1,
  tenantId: 0,
  serverCode: 'HZERO.SMS',
  serverName: 'Platform SMS',
  serverTypeCode: 'ALIYUN',
  endPoint: null,
  accessKey: 'LTAI-seed',
  signName: 'Polaris',
  templateCode: 'SMS_1',
  accessKeySecretSetFlag: 1,
  enabledFlag: 1,
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchSmsServers).mockResolvedValue(pageOf([SEED]));
  jest.mocked(smsServers.save).mockResolvedValue(SEED);
});

const show = () => renderPage(<SmsServersPage />, { texts: messagesTexts, path: '/hmsg/sms' });

describe('SMS Configuration page', () => {
  it('lists the provider by name and whether the secret is set', async () => {
    show();
    const row = await rowOf('Platform SMS');
    expect(row.getByText('Alibaba Cloud')).toBeTruthy();
    expect(row.getByText('Set')).toBeTruthy();
  });

  it('a new account needs its secret; editing one may leave it blank', async () => {
    show();
    await user.click(await enabledPageButton(/Create/));
    let dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await dialog.findByText('Access key secret is required')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await actionOf('Platform SMS', 'Edit'));
    dialog = within(await screen.findByRole('dialog'));
    await user.clear(dialog.getByLabelText('Signature'));
    await user.type(dialog.getByLabelText('Signature'), 'Polaris Ltd');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(smsServers.save).toHaveBeenCalledTimes(1));
    const sent = jest.mocked(smsServers.save).mock.calls[0][0];
    expect(sent).toMatchObject({ serverId: 1, signName: 'Polaris Ltd', serverTypeCode: 'ALIYUN' });
    expect(sent).not.toHaveProperty('accessKeySecret');
  });
});
