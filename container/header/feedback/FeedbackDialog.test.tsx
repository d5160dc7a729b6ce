/** @jest-environment jsdom */
import { setLanguage } from '@polaris/core/i18n/intl';
import { setNotifier, type Notice } from '@polaris/core/request/notify';
import { RequestError } from '@polaris/core/request/request-error';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import { sendFeedback } from '@polaris/core/services/admin/market';
import { FEEDBACK_LIMITS } from '@polaris/core/services/admin/types';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { prepareDomForAntd } from '../../../test/support/render-page';
import FeedbackDialog from './FeedbackDialog';

jest.mock('@polaris/core/services/admin/market');
const send = jest.mocked(sendFeedback);

beforeAll(prepareDomForAntd);

function open(language = 'en_US') {
  const runtime = startRuntime();
  setLanguage(language);
  const notices: Notice[] = [];
  setNotifier((notice) => notices.push(notice));
  const onClose = jest.fn();
  render(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/hiam/user/info?tab=roles']}>
        <FeedbackDialog onClose={onClose} />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return { notices, onClose, user: userEvent.setup() };
}

const subject = (name = 'Subject') => screen.getByLabelText<HTMLInputElement>(name);
const description = (name = 'What happened, or what would help') =>
  screen.getByLabelText<HTMLTextAreaElement>(name);
const sendButton = (name = 'Send') => screen.getByRole('button', { name });

beforeEach(() => send.mockReset());

describe('the Feedback dialog', () => {
  it('says what is missing under each field, sends nothing, and focuses the first', async () => {
    const { user } = open();
    await user.click(sendButton());
    expect(screen.getByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Describe the problem or the idea.')).toBeTruthy();
    expect(subject().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(subject().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a subject.',
    );
    expect(document.activeElement).toBe(subject());
    expect(send).not.toHaveBeenCalled();
    // from then on the messages follow the typing
    await user.type(subject(), 'Tabs');
    expect(screen.queryByText('Enter a subject.')).toBeNull();
  });

  it('says a field is too long, with the limit, in the user’s language', async () => {
    const { user } = open('zh_CN');
    await user.click(subject('主题'));
    await user.paste('x'.repeat(FEEDBACK_LIMITS.title + 1));
    await user.click(description('遇到的问题或建议'));
    await user.paste('很好');
    await user.click(sendButton('发 送'));
    expect(
      screen.getByText(
        `主题最多 ${FEEDBACK_LIMITS.title} 个字符，当前 ${FEEDBACK_LIMITS.title + 1} 个。`,
      ),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the trimmed feedback with the page, thanks the user and closes', async () => {
    send.mockResolvedValue({
      feedbackId: 1,
      tenantId: 1,
      createdBy: 'alice',
      title: 'Tabs',
      content: 'Too many',
      creationDate: '2024-01-01 00:00:00',
    });
    const { user, notices, onClose } = open();
    await user.type(subject(), ' Tabs ');
    await user.type(description(), 'Too many');
    await user.click(sendButton());
    expect(send).toHaveBeenCalledWith({
      title: 'Tabs',
      content: 'Too many',
      pageUrl: '/hiam/user/info?tab=roles',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notices).toEqual([
      expect.objectContaining({
        style: 'success',
        description: 'Thank you: your feedback was sent.',
      }),
    ]);
  });

  it('keeps what the user wrote when the send fails, and sends it again', async () => {
    send.mockRejectedValueOnce(new RequestError('http', 'Bad Gateway', { status: 502 }));
    const { user, onClose } = open();
    await user.type(subject(), 'Export');
    await user.type(description(), 'The export button is hard to find');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Your feedback was not sent/)).toBeTruthy();
    expect(subject().value).toBe('Export');
    expect(description().value).toBe('The export button is hard to find');
    expect(onClose).not.toHaveBeenCalled();

    send.mockResolvedValueOnce({
      feedbackId: 2,
      tenantId: 1,
      createdBy: 'alice',
      title: 'Export',
      content: 'The export button is hard to find',
      creationDate: '2024-01-01 00:00:00',
    });
    await user.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await act(async () => undefined);
  });
});
