/** @jest-environment jsdom */
import { fetchNoticePreview, markMessagesRead } from '@polaris/core/services/message/messages';
import type { NoticeDto, UserMessageDto } from '@polaris/core/services/message/types';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { messagesTexts } from '../../texts';
import { deleteUserMessages } from './api/delete-user-messages';
import { fetchPublishedNotice } from './api/fetch-published-notice';
import { fetchUserMessage } from './api/fetch-user-message';
import { fetchUserMessages } from './api/fetch-user-messages';
import InboxPage from './InboxPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-user-messages', () => ({
  fetchUserMessages: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/messages/user' }),
}));
jest.mock('./api/fetch-user-message', () => ({ fetchUserMessage: jest.fn() }));
jest.mock('./api/delete-user-messages', () => ({ deleteUserMessages: jest.fn() }));
jest.mock('./api/fetch-published-notice', () => ({ fetchPublishedNotice: jest.fn() }));
jest.mock('@polaris/core/services/message/messages', () => ({
  markMessagesRead: jest.fn(),
  fetchNoticePreview: jest.fn(),
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

// antd's table, tabs and form in jsdom take seconds on a busy machine
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const message = (userMessageId: number, subject: string, readFlag: 0 | 1): UserMessageDto => ({
  userMessageId,
  subject,
  readFlag,
  content:
    '<p>Hello <img src="x" onerror="window.__inboxPwned = 1"><script>window.__inboxPwned = 2</script></p>',
  creationDate: '2024-05-01 10:30:00',
  userMessageTypeCode: 'MSG',
  userMessageTypeMeaning: 'Message',
});
const notice = {
  noticeId: 7,
  tenantId: 0,
  title: 'Holiday hours',
  noticeContent: '<p>Closed on Monday</p>',
  noticeTypeCode: 'SYSTEM',
  noticeTypeMeaning: 'System announcement',
  receiverTypeCode: 'ANNOUNCE',
  receiverTypeMeaning: 'Announcement',
  statusCode: 'PUBLISHED',
  publishedDate: '2024-05-02 09:00:00',
  objectVersionNumber: 1,
} satisfies NoticeDto;

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchLovValues).mockResolvedValue([]);
  jest
    .mocked(fetchUserMessages)
    .mockResolvedValue(pageOf([message(11, 'Boiler check', 0), message(12, 'Lease renewed', 1)]));
  jest.mocked(fetchUserMessage).mockImplementation(async (id) => message(id, 'Boiler check', 0));
  jest.mocked(markMessagesRead).mockResolvedValue({ unreadMessageCount: 0 });
  jest.mocked(deleteUserMessages).mockResolvedValue({ unreadMessageCount: 0 });
  jest.mocked(fetchNoticePreview).mockResolvedValue([notice]);
  jest.mocked(fetchPublishedNotice).mockResolvedValue(notice);
});

const showPage = (path = '/hmsg/user-message') =>
  renderPage(<InboxPage />, { texts: messagesTexts, path });
const rowOf = async (subject: string) =>
  within((await screen.findByText(subject)).closest('tr') as HTMLElement);

describe('Inbox page', () => {
  it('lists the messages with their read flags; only an unread one offers Mark read', async () => {
    showPage();
    const unread = await rowOf('Boiler check');
    expect(unread.getByText('Unread')).toBeTruthy();
    expect(unread.getByRole('button', { name: 'Mark read' })).toBeTruthy();
    const read = await rowOf('Lease renewed');
    expect(read.getByText('Read')).toBeTruthy();
    expect(read.queryByRole('button', { name: 'Mark read' })).toBeNull();
  });

  it('opens a message: its body without anything that runs, and marks it read', async () => {
    showPage();
    await user.click(await screen.findByText('Boiler check'));
    const article = await screen.findByRole('article', { name: 'Boiler check' });
    expect(within(article).getByText('Hello')).toBeTruthy();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(article.querySelector('script')).toBeNull();
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalledWith({ userMessageIds: [11] }));
    expect((window as unknown as Record<string, unknown>).__inboxPwned).toBeUndefined();
  });

  it('opens the message the address names (from the bell)', async () => {
    showPage('/hmsg/user-message?userMessageId=11');
    expect(await screen.findByRole('article', { name: 'Boiler check' })).toBeTruthy();
    expect(fetchUserMessage).toHaveBeenCalledWith(11);
  });

  it('says what the Type filter holds before a type is chosen, and offers the types', async () => {
    jest.mocked(fetchLovValues).mockResolvedValue([
      { value: 'MSG', meaning: 'Message' },
      { value: 'NOTICE', meaning: 'Notice' },
    ]);
    showPage();
    await screen.findByText('Boiler check');
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type.closest('.ant-select')?.textContent).toBe('All types');
    await user.click(type);
    expect(await screen.findByRole('option', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Notice' })).toBeTruthy();
  });

  it('marks one message read, and every message', async () => {
    showPage();
    await user.click((await rowOf('Boiler check')).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalledWith({ userMessageIds: [11] }));
    await waitFor(() => expect(fetchUserMessages).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalledWith({ readAll: true }));
  });

  it('deletes a message once it is confirmed', async () => {
    showPage();
    await user.click((await rowOf('Lease renewed')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete the message "Lease renewed"?')).toBeTruthy();
    expect(deleteUserMessages).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleteUserMessages).toHaveBeenCalledWith([12]));
    await waitFor(() => expect(fetchUserMessages).toHaveBeenCalledTimes(2));
  });

  it('deletes the chosen messages at once', async () => {
    showPage();
    const chosen = screen.getByRole('button', { name: 'Delete chosen' }) as HTMLButtonElement;
    await rowOf('Boiler check');
    expect(chosen.disabled).toBe(true);
    await user.click((await rowOf('Boiler check')).getByRole('checkbox'));
    await user.click((await rowOf('Lease renewed')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete chosen (2)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete the 2 chosen messages?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleteUserMessages).toHaveBeenCalledWith([11, 12]));
  });

  it('opens the notice the address names in the notices tab', async () => {
    showPage('/hmsg/user-message?noticeId=7');
    const article = await screen.findByRole('article', { name: 'Holiday hours' });
    expect(within(article).getByText('Closed on Monday')).toBeTruthy();
    expect(fetchPublishedNotice).toHaveBeenCalledWith(7);
    expect(screen.getByRole('table', { name: 'Notices and announcements' })).toBeTruthy();
  });
});
