/** @jest-environment jsdom */
import type { SendConfigDto } from '@polaris/core/services/message/account-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { messagesTexts } from '../../texts';
import { fetchSendConfigs, sendConfigs } from './api/send-configs';
import SendConfigPage from './SendConfigPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/send-configs', () => ({
  fetchSendConfigs: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/template-servers' }),
  sendConfigs: { save: jest.fn(), remove: jest.fn() },
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const CONFIG: SendConfigDto = {
  tempServerId: 1,
  tenantId: 0,
  messageCode: 'HMSG.TEST',
  messageName: 'Test message',
  enabledFlag: 1,
  serverList: [
    { typeCode: 'WEB', templateCode: 'HMSG.TEST', serverCode: null, enabledFlag: 1 },
    { typeCode: 'EMAIL', templateCode: 'HMSG.TEST', serverCode: 'HZERO.MAIL', enabledFlag: 0 },
  ],
  objectVersionNumber: 3,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchSendConfigs).mockResolvedValue(pageOf([CONFIG]));
  jest.mocked(sendConfigs.save).mockResolvedValue(CONFIG);
});

describe('Send Configuration page', () => {
  it('lists each channel with its template, account and state; turning the web channel off saves it off', async () => {
    renderPage(<SendConfigPage />, { texts: messagesTexts, path: '/hmsg/send-config' });
    const row = await rowOf('Test message');
    expect(row.getByText('Web: HMSG.TEST on; Email: HMSG.TEST (HZERO.MAIL) off')).toBeTruthy();

    await user.click(await actionOf('Test message', 'Edit'));
    const dialog = within(await screen.findByRole('dialog'));
    const web = dialog.getByRole('switch', { name: 'Web (inbox) channel on' });
    expect(web.getAttribute('aria-checked')).toBe('true');
    await user.click(web);
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sendConfigs.save).toHaveBeenCalledTimes(1));
    expect(sendConfigs.save).toHaveBeenCalledWith({
      messageCode: 'HMSG.TEST',
      messageName: 'Test message',
      enabledFlag: 1,
      serverList: [
        { typeCode: 'WEB', templateCode: 'HMSG.TEST', serverCode: null, enabledFlag: 0 },
        { typeCode: 'EMAIL', templateCode: 'HMSG.TEST', serverCode: 'HZERO.MAIL', enabledFlag: 0 },
      ],
      tempServerId: 1,
      objectVersionNumber: 3,
    });
  });
});
