// /hmsg (tenant path only): unread counts, previews, the message center's recent list, notices,
// marking read and clearing. Messages belong to the user; notices to the tenant.
import type { UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { intParam } from './query-params';
import { tenantRoutes } from './tenant-path';

const BASE = '/hmsg/v1/:tid';
const DEFAULT_COUNT = 5;

const language = (ctx: UserContext) => ctx.state.accounts.user(ctx.session.userId).language;

function readFlagOf(query: URLSearchParams): 0 | 1 | undefined {
  const flag = query.get('readFlag');
  if (flag === '1' || flag === 'Y') return 1;
  if (flag === '0' || flag === 'N') return 0;
  return undefined;
}

function unread(ctx: UserContext): Reply {
  return json({ unreadMessageCount: ctx.state.work.messages.unreadCount(ctx.session.userId) });
}

function markRead(ctx: UserContext): Reply {
  const messages = ctx.state.work.messages;
  if (ctx.query.get('readAll') === '1') {
    messages.markRead(ctx.session.userId, 'all');
    return unread(ctx);
  }
  const ids = (ctx.query.get('userMessageIds') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id))) {
    return failed('error.param.invalid', 'Give readAll=1 or userMessageIds as a comma list of ids');
  }
  messages.markRead(ctx.session.userId, ids.map(Number));
  return unread(ctx);
}

export const messageRoutes = [
  ...tenantRoutes('GET', `${BASE}/messages/user/count`, unread),
  ...tenantRoutes('GET', `${BASE}/messages/user/preview`, (ctx) =>
    json(
      ctx.state.work.messages.list(
        ctx.session.userId,
        language(ctx),
        readFlagOf(ctx.query),
        intParam(ctx.query, 'previewMessageCount') ?? DEFAULT_COUNT,
      ),
    ),
  ),
  ...tenantRoutes('GET', `${BASE}/messageCenter/userMessage/recent`, (ctx) =>
    json(
      ctx.state.work.messages.list(
        ctx.session.userId,
        language(ctx),
        readFlagOf(ctx.query),
        intParam(ctx.query, 'count') ?? DEFAULT_COUNT,
      ),
    ),
  ),
  ...tenantRoutes('GET', `${BASE}/messageCenter/userMessage/count`, (ctx) =>
    json(ctx.state.work.messages.unreadCount(ctx.session.userId)),
  ),
  ...tenantRoutes('GET', `${BASE}/notices/user/preview`, (ctx) =>
    json(
      ctx.state.work.messages.notices(
        ctx.session.tenantId,
        language(ctx),
        intParam(ctx.query, 'previewCount') ?? DEFAULT_COUNT,
        ctx.query.get('receiverTypeCode') ?? undefined,
      ),
    ),
  ),
  ...tenantRoutes('POST', `${BASE}/messages/user/read-flag`, markRead),
  ...tenantRoutes('GET', `${BASE}/messages/user/clear`, (ctx) => {
    ctx.state.work.messages.markRead(ctx.session.userId, 'all');
    return unread(ctx);
  }),
];
