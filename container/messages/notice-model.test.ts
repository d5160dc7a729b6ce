/**
 * The bell's count and lists in a store (the part the global model spreads in), with the message
 * services mocked: a push for the current tenant sets the count, marking read and clearing a type
 * change the lists and take the gateway's new count.
 */
import { createModelStore, defineModel } from '@polaris/core/core/model';
import { userModel } from '@polaris/core/models/user';
import { makeCurrentUser } from '@polaris/core/services/iam/current-user.fixture';
import * as messages from '@polaris/core/services/message/messages';
import { createNoticeModelPart, initialNoticeState, type NoticeState } from './notice-model';
import { isUnread } from './notice-rules';

jest.mock('@polaris/core/services/message/messages');
const api = jest.mocked(messages);

function bellStore() {
  const part = createNoticeModelPart<NoticeState>('bell');
  const bell = defineModel<NoticeState>({
    namespace: 'bell',
    state: initialNoticeState,
    reducers: part.reducers,
    effects: part.effects,
  });
  const store = createModelStore({ models: [bell, userModel], onError: () => undefined });
  store.dispatch({ type: 'user/saveCurrentUser', payload: makeCurrentUser({ tenantId: 1 }) });
  const state = () => store.getState().bell as NoticeState;
  return { store, state };
}

beforeEach(() => {
  jest.resetAllMocks();
  api.fetchRecentMessages.mockResolvedValue([
    { userMessageId: 1, subject: 'a', creationDate: '2024-05-01 10:00:00', readFlag: 0 },
    { userMessageId: 2, subject: 'b', creationDate: '2024-05-01 09:00:00', readFlag: 0 },
  ]);
  api.fetchNoticePreview.mockImplementation(async (query) =>
    query?.receiverTypeCode === 'ANNOUNCE'
      ? [{ noticeId: 7, title: 'Lift inspection', publishedDate: '2024-05-01 08:00:00' }]
      : [{ noticeId: 8, title: 'Release notes', publishedDate: '2024-04-30 08:00:00' }],
  );
});

describe('the bell in the global state', () => {
  it.each([
    [{ tenantId: 1, number: 6 }, 6],
    [{ tenantId: 2, number: 6 }, 0], // another tenant's count is not this page's
  ])('a push %j sets the count to %i', async (push, count) => {
    const { store, state } = bellStore();
    await store.dispatchEffect({ type: 'bell/receiveCount', payload: push } as never);
    expect(state().count).toBe(count);
  });

  it('loads the recent messages with the notifications, and the announcements apart', async () => {
    const { store, state } = bellStore();
    await store.dispatchEffect({ type: 'bell/fetchNotices' });
    expect(api.fetchRecentMessages).toHaveBeenCalledWith(5, { silent: true, fresh: true });
    expect(state().notices.map((notice) => notice.type)).toEqual(['message', 'message', 'notice']);
    expect(state().announces).toEqual([expect.objectContaining({ noticeId: 7 })]);
  });

  it('marks one message read and takes the new count', async () => {
    const { store, state } = bellStore();
    await store.dispatchEffect({ type: 'bell/fetchNotices' });
    api.markMessagesRead.mockResolvedValue({ unreadMessageCount: 3 });
    await store.dispatchEffect({
      type: 'bell/markNoticesRead',
      payload: { userMessageIds: [2] },
    } as never);
    expect(api.markMessagesRead).toHaveBeenCalledWith({ userMessageIds: [2] });
    expect(state().notices.map(isUnread)).toEqual([true, false, false]);
    expect(state().count).toBe(3);
  });

  it('clearing the messages removes them and takes the count; notices keep theirs', async () => {
    const { store, state } = bellStore();
    await store.dispatchEffect({ type: 'bell/fetchNotices' });
    store.dispatch({ type: 'bell/setCount', payload: 4 });
    api.clearMessages.mockResolvedValue({ unreadMessageCount: 0 });
    await store.dispatchEffect({ type: 'bell/clearNotices', payload: 'message' } as never);
    expect(state().notices.map((notice) => notice.type)).toEqual(['notice']);
    expect(state().count).toBe(0);

    store.dispatch({ type: 'bell/setCount', payload: 2 });
    await store.dispatchEffect({ type: 'bell/clearNotices', payload: 'notice' } as never);
    expect(api.clearNoticePreview).toHaveBeenCalledWith('NOTIFY');
    expect(state().notices).toEqual([]);
    expect(state().count).toBe(2);
  });

  it('a failed clear changes nothing', async () => {
    const { store, state } = bellStore();
    await store.dispatchEffect({ type: 'bell/fetchNotices' });
    api.clearMessages.mockRejectedValue(new Error('offline'));
    await expect(
      store.dispatchEffect({ type: 'bell/clearNotices', payload: 'message' } as never),
    ).rejects.toThrow('offline');
    expect(state().notices).toHaveLength(3);
  });
});
