// /__mock__/messages: test controls of the message centre. A new unread message for a user (its
// count is pushed to that user's open sockets at once), the open sockets, and dropping them (the
// client must reconnect). Mock only, never authenticated.
import { publicRoute, type ApiRoute } from '../context';
import { jsonObject } from '../http/body';
import { failed, json } from '../http/reply';

const TYPES = ['MSG', 'NOTICE'] as const;

export const messageControlRoutes: ApiRoute[] = [
  publicRoute('POST', '/__mock__/messages', async ({ state, body }) => {
    const { loginName, subject, content, typeCode = 'MSG' } = jsonObject(await body());
    const user =
      typeof loginName === 'string' ? state.accounts.findByLoginName(loginName) : undefined;
    if (!user) return failed('error.mock.messages', 'loginName must name a demo user', 400);
    if (typeof subject !== 'string' || subject.trim() === '') {
      return failed('error.mock.messages', 'subject must be a non-empty string', 400);
    }
    if (content !== undefined && typeof content !== 'string') {
      return failed('error.mock.messages', 'content must be a string (HTML)', 400);
    }
    if (!TYPES.includes(typeCode as (typeof TYPES)[number])) {
      return failed('error.mock.messages', `typeCode must be one of ${TYPES.join(', ')}`, 400);
    }
    const userMessageId = state.work.messages.create(user.id, {
      subject,
      content: content ?? '',
      typeCode: typeCode as (typeof TYPES)[number],
    });
    return json({
      userMessageId,
      unreadMessageCount: state.work.messages.unreadCount(user.id),
      sockets: state.messagePush.count(user.id),
    });
  }),
  publicRoute('GET', '/__mock__/messages/sockets', ({ state, query }) => {
    const user = state.accounts.findByLoginName(query.get('loginName') ?? '');
    return json({ sockets: state.messagePush.count(user?.id) });
  }),
  publicRoute('DELETE', '/__mock__/messages/sockets', ({ state, query }) => {
    const loginName = query.get('loginName');
    const user = loginName ? state.accounts.findByLoginName(loginName) : undefined;
    if (loginName && !user) return failed('error.mock.messages', 'unknown loginName', 400);
    return json({ dropped: state.messagePush.drop(user?.id) });
  }),
];
