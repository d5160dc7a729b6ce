import { describeServiceTable } from '../test-support';
import {
  clearMessages,
  fetchMessagePreview,
  fetchNoticePreview,
  fetchRecentMessages,
  fetchUnreadMessageCount,
  fetchUserMessageCount,
  markMessagesRead,
} from './messages';

jest.mock('../../request/client', () => ({ request: jest.fn() }));

describeServiceTable('message services', [
  {
    name: 'recent messages: count 5 by default',
    call: () => fetchRecentMessages(),
    url: '/hmsg/v1/{organizationId}/messageCenter/userMessage/recent',
    options: { method: 'GET', params: { count: 5 } },
  },
  {
    name: 'notice preview',
    call: () => fetchNoticePreview({ previewCount: 3 }),
    url: '/hmsg/v1/{organizationId}/notices/user/preview',
    options: { method: 'GET', params: { previewCount: 3 } },
  },
  {
    name: 'message preview',
    call: () => fetchMessagePreview({ previewMessageCount: 5, readFlag: 0 }),
    url: '/hmsg/v1/{organizationId}/messages/user/preview',
    options: { method: 'GET', params: { previewMessageCount: 5, readFlag: 0 } },
  },
  {
    name: 'message count (silent poll)',
    call: () => fetchUnreadMessageCount({ silent: true }),
    url: '/hmsg/v1/{organizationId}/messages/user/count',
    options: { method: 'GET', silent: true },
    reply: { unreadMessageCount: 4 },
    result: { unreadMessageCount: 4 },
  },
  {
    name: 'read flag: all',
    call: () => markMessagesRead({ readAll: true }),
    url: '/hmsg/v1/{organizationId}/messages/user/read-flag',
    options: { method: 'POST', params: { readAll: 1 } },
  },
  {
    name: 'read flag: listed messages',
    call: () => markMessagesRead({ userMessageIds: [3, 4] }),
    url: '/hmsg/v1/{organizationId}/messages/user/read-flag',
    options: { method: 'POST', params: { userMessageIds: '3,4' } },
  },
  {
    name: 'clear',
    call: () => clearMessages(),
    url: '/hmsg/v1/{organizationId}/messages/user/clear',
    options: { method: 'GET' },
  },
  ...(
    [
      [12, 12],
      ['3', 3],
      [null, 0],
    ] as const
  ).map(([reply, result]) => ({
    name: `user-message count ${String(reply)} → ${result}`,
    call: () => fetchUserMessageCount(),
    url: '/hmsg/v1/{organizationId}/messageCenter/userMessage/count',
    options: { method: 'GET' },
    reply,
    result,
  })),
]);
