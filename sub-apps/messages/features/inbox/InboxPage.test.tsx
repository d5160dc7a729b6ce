/** @jest-environment jsdom */
import { fetchLovValues, fetchLovValuesBatch } from '@polaris/core/services/platform/lov';
import { markMessagesRead } from '@polaris/core/services/message/messages';
import type { UserMessageDto } from '@polaris/core/services/message/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { messagesTexts } from '../../texts';
import { fetchUserMessage } from './api/fetch-user-message';
import { fetchUserMessages } from './api/fetch-user-messages';
import InboxPage from './InboxPage';

jest.mock('./api/fetch-user-messages', () => ({ fetchUserMessages: jest.fn() }));
jest.mock('./api/fetch-user-message', () => ({ fetchUserMessage: jest.fn() }));
jest.mock('@polaris/core/services/message/messages', () => ({
  markMessagesRead: jest.fn(),
  fetchNoticePreview: jest.fn().mockResolvedValue([]),
}));
jest.mock('@polaris/core/services/platform/lov', () => ({
  fetchLovValues: jest.fn(),
  fetchLovValuesBatch: jest.fn(),
}));

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

// antd's table, tabs and form in jsdom take seconds on a busy machine
jest.setTimeout(30_000);
const slow = { timeout: 10_000 };

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.mocked(fetchLovValues).mockResolvedValue([]);
  jest.mocked(fetchLovValuesBatch).mockResolvedValue({} as never);
  jest.mocked(fetchUserMessages).mockResolvedValue({
    content: [message(11, 'Boiler check', 0), message(12, 'Lease renewed', 1)],
    totalElements: 2,
    size: 10,
    number: 0,
    numberOfElements: 2,
  });
  jest.mocked(fetchUserMessage).mockImplementation(async (id) => message(id, 'Boiler check', 0));
  jest.mocked(markMessagesRead).mockResolvedValue({ unreadMessageCount: 0 });
});

const showPage = (path = '/hmsg/user-message') =>
  renderPage(
    <MemoryRouter initialEntries={[path]}>
      <InboxPage />
    </MemoryRouter>,
    { texts: messagesTexts },
  );
const rowOf = (subject: string) => screen.getByText(subject).closest('tr')!;

describe('Inbox page', () => {
  it('lists the messages with their read flags', async () => {
    showPage();
    await screen.findByText('Boiler check', undefined, slow);
    expect(within(rowOf('Boiler check')).getByText('Unread')).toBeTruthy();
    expect(within(rowOf('Lease renewed')).getByText('Read')).toBeTruthy();
    expect(within(rowOf('Lease renewed')).queryByRole('button', { name: 'Mark read' })).toBeNull();
  });

  it('opens a message: its body without anything that runs, and marks it read', async () => {
    showPage();
    await userEvent.click(await screen.findByText('Boiler check', undefined, slow));
    const article = await screen.findByRole('article', { name: 'Boiler check' }, slow);
    expect(within(article).getByText('Hello')).toBeTruthy();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(article.querySelector('script')).toBeNull();
    await waitFor(
      () => expect(markMessagesRead).toHaveBeenCalledWith({ userMessageIds: [11] }),
      slow,
    );
    expect((window as unknown as Record<string, unknown>).__inboxPwned).toBeUndefined();
  });

  it('opens the message the address names (from the bell)', async () => {
    showPage('/hmsg/user-message?userMessageId=11');
    expect(await screen.findByRole('article', { name: 'Boiler check' }, slow)).toBeTruthy();
    expect(fetchUserMessage).toHaveBeenCalledWith(11);
  });

  it('says what the Type filter holds before a type is chosen, and offers the types', async () => {
    jest.mocked(fetchLovValues).mockResolvedValue([
      { value: 'MSG', meaning: 'Message' },
      { value: 'NOTICE', meaning: 'Notice' },
    ]);
    showPage();
    await screen.findByText('Boiler check', undefined, slow);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type.closest('.ant-select')?.textContent).toBe('All types');
    await userEvent.click(type);
    expect(await screen.findByRole('option', { name: 'Message' }, slow)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Notice' })).toBeTruthy();
  });

  it('marks every message read', async () => {
    showPage();
    await screen.findByText('Boiler check', undefined, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(markMessagesRead).toHaveBeenCalledWith({ readAll: true }), slow);
  });
});
