/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type { SentMessageDto } from '@polaris/core/services/message/types';
import { fetchLovData, fetchLovViewInfo } from '@polaris/core/services/platform/lov';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { messagesTexts } from '../../texts';
import { fetchSentMessages } from './api/fetch-sent-messages';
import { sendWebMessage } from './api/send-web-message';
import MessageQueryPage from './MessageQueryPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-sent-messages', () => ({
  fetchSentMessages: Object.assign(jest.fn(), { url: () => '/hmsg/v1/messages' }),
}));
jest.mock('./api/send-web-message', () => ({ sendWebMessage: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups({
    lovDataRows: jest.requireActual('@polaris/core/services/platform/lov').lovDataRows,
  }),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const sent = (messageId: number, trxStatusCode: 'S' | 'F'): SentMessageDto => ({
  messageId,
  tenantId: 0,
  messageTypeCode: 'WEB',
  templateCode: 'HMSG.TEST',
  subject: `Subject ${messageId}`,
  content: '<p>x</p>',
  receiverAddress: 'Alice Chen (alice)',
  trxStatusCode,
  transactionMessage: trxStatusCode === 'F' ? 'Mailbox full' : null,
  sendDate: '2026-11-27 09:00:00',
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchSentMessages).mockResolvedValue(pageOf([sent(1, 'S'), sent(2, 'F')]));
  jest.mocked(fetchLovViewInfo).mockResolvedValue({
    viewCode: 'HIAM.USER',
    viewName: 'Select a user',
    lovCode: 'HIAM.USER',
    valueField: 'id',
    displayField: 'realName',
    pageSize: 10,
    queryFields: [],
    tableFields: [{ title: 'Account', dataIndex: 'loginName' }],
  } as never);
  jest.mocked(fetchLovData).mockResolvedValue({
    content: [{ id: 2, loginName: 'alice', realName: 'Alice Chen', tenantId: 1 }],
    totalElements: 1,
    size: 10,
    number: 0,
  } as never);
});

const show = () =>
  renderPage(<MessageQueryPage />, { texts: messagesTexts, path: '/hmsg/message-query' });

describe('Message Monitoring page', () => {
  it('lists what was sent, to whom, through which channel, with status', async () => {
    show();
    const failed = within((await screen.findByText('Subject 2')).closest('tr') as HTMLElement);
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('Mailbox full')).toBeTruthy();
    expect(failed.getByText('Inbox')).toBeTruthy();
    expect(failed.getByText('Alice Chen (alice)')).toBeTruthy();
    const ok = within(screen.getByText('Subject 1').closest('tr') as HTMLElement);
    expect(ok.getByText('Sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });

  it('sends a test to the chosen user: the user is required, a refusal keeps the dialog', async () => {
    jest
      .mocked(sendWebMessage)
      .mockRejectedValueOnce(new RequestError('business', 'no', { code: 'error.message.template' }))
      .mockResolvedValue({ messages: [sent(3, 'S')] });
    show();
    await screen.findByText('Subject 1');
    const open = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Send a test' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Template code') as HTMLInputElement).value).toBe('HMSG.TEST');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(
      await dialog.findByText(/To user/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(sendWebMessage).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Choose' }));
    const lookup = within(
      (await screen.findByText('Select a user')).closest('[role="dialog"]') as HTMLElement,
    );
    await user.click(
      within((await lookup.findByText('alice')).closest('tr') as HTMLElement).getByRole('radio'),
    );
    await user.click(lookup.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect((dialog.getByLabelText('To user') as HTMLInputElement).value).toBe('Alice Chen'),
    );
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sendWebMessage).toHaveBeenCalledTimes(1));
    expect(sendWebMessage).toHaveBeenLastCalledWith({
      messageCode: 'HMSG.TEST',
      receiverAddressList: [{ userId: 2, targetUserTenantId: 1 }],
    });
    expect((dialog.getByLabelText('To user') as HTMLInputElement).value).toBe('Alice Chen');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sendWebMessage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(fetchSentMessages).toHaveBeenCalledTimes(2));
  });
});
