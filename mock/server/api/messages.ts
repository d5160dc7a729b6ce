// /hmsg (tenant path only): unread counts, previews, the message center's recent list, the inbox
// (paged list, detail, delete), the bell's notices, marking read and clearing. Messages belong to
// the user; notices to the tenant. Every change of a user's unread count is pushed to their open
// message sockets by the store's listener (see work/message-push.ts).
import type { UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { pageOf } from '../work/paging';
import { answerLanguage } from './platform-common';
import { intParam } from './query-params';
import { tenantRoutes } from './tenant-path';

const BASE = '/hmsg/v1/:tid';
const DEFAULT_COUNT = 5;

function readFlagOf(query: URLSearchParams): 0 | 1 | undefined {
  const flag = query.get('readFlag');
  if (flag === '1' || flag === 'Y') return 1;
  if (flag === '0' || flag === 'N') return 0;
  return undefined;
}

function unread(ctx: UserContext): Reply {
  return json({ unreadMessageCount: ctx.state.work.messages.unreadCount(ctx.session.userId) });
}

/** Ids from a comma list (`1,2`) or a JSON array; undefined when any is not an id. */
function idsOf(value: unknown): number[] | undefined {
  const list = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? value.split(',').map((id) => id.trim())
      : [];
  const ids = list.filter((id) => id !== '');
  if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id))) return undefined;
  return ids.map(Number);
}

function markRead(ctx: UserContext): Reply {
  const messages = ctx.state.work.messages;
  if (ctx.query.get('readAll') === '1') {
    messages.markRead(ctx.session.userId, 'all');
    return unread(ctx);
  }
  const ids = idsOf(ctx.query.get('userMessageIds') ?? '');
  if (!ids) {
    return failed('error.param.invalid', 'Give readAll=1 or userMessageIds as a comma list of ids');
  }
  messages.markRead(ctx.session.userId, ids);
  return unread(ctx);
}

async function deleteMessages(ctx: UserContext): Promise<Reply> {
  const parsed = await ctx.body();
  const ids = idsOf(parsed.kind === 'json' ? parsed.value : ctx.query.get('userMessageIds'));
  if (!ids) return failed('error.param.invalid', 'Send the userMessageIds to delete as an array');
  ctx.state.work.messages.delete(ctx.session.userId, ids);
  return unread(ctx);
}

function inbox(ctx: UserContext): Reply {
  const rows = ctx.state.work.messages.list(ctx.session.userId, answerLanguage(ctx), {
    readFlag: readFlagOf(ctx.query),
    typeCode: ctx.query.get('userMessageTypeCode') || undefined,
    subject: ctx.query.get('subject') || undefined,
  });
  return json(pageOf(rows, ctx.query));
}

function detail(ctx: UserContext): Reply {
  const id = ctx.params.userMessageId;
  const row = /^\d+$/.test(id)
    ? ctx.state.work.messages.detail(ctx.session.userId, Number(id), answerLanguage(ctx))
    : undefined;
  if (row) return json(row);
  const zh = answerLanguage(ctx) === 'zh_CN';
  return json({
    failed: true,
    code: 'error.record.not_found',
    message: zh ? '消息不存在或已被删除' : 'The message does not exist or was deleted',
    type: 'warn',
  });
}

function recent(countParam: string) {
  return (ctx: UserContext) =>
    json(
      ctx.state.work.messages.list(
        ctx.session.userId,
        answerLanguage(ctx),
        { readFlag: readFlagOf(ctx.query) },
        intParam(ctx.query, countParam) ?? DEFAULT_COUNT,
      ),
    );
}

export const messageRoutes = [
  ...tenantRoutes('GET', `${BASE}/messages/user/count`, unread),
  ...tenantRoutes('GET', `${BASE}/messages/user/preview`, recent('previewMessageCount')),
  ...tenantRoutes('GET', `${BASE}/messageCenter/userMessage/recent`, recent('count')),
  ...tenantRoutes('GET', `${BASE}/messageCenter/userMessage/count`, (ctx) =>
    json(ctx.state.work.messages.unreadCount(ctx.session.userId)),
  ),
  ...tenantRoutes('GET', `${BASE}/notices/user/preview`, (ctx) =>
    json(
      ctx.state.work.notices.preview(
        ctx.session.tenantId,
        ctx.session.userId,
        answerLanguage(ctx),
        intParam(ctx.query, 'previewCount') ?? DEFAULT_COUNT,
        ctx.query.get('receiverTypeCode') ?? undefined,
      ),
    ),
  ),
  ...tenantRoutes('POST', `${BASE}/notices/user/clear`, (ctx) => {
    const { tenantId, userId } = ctx.session;
    ctx.state.work.notices.clear(tenantId, userId, ctx.query.get('receiverTypeCode') || undefined);
    return json({ success: true });
  }),
  ...tenantRoutes('GET', `${BASE}/notices/user/:noticeId`, (ctx) => {
    const lang = answerLanguage(ctx);
    const id = Number(ctx.params.noticeId);
    const notice = ctx.state.work.notices.published(ctx.session.tenantId, id, lang);
    if (notice) return json(notice);
    const message =
      lang === 'zh_CN' ? '公告不存在或已撤销' : 'The notice does not exist or was revoked';
    return json({ failed: true, code: 'error.record.not_found', message, type: 'warn' });
  }),
  ...tenantRoutes('POST', `${BASE}/messages/user/read-flag`, markRead),
  ...tenantRoutes('GET', `${BASE}/messages/user/clear`, (ctx) => {
    const typeCode = ctx.query.get('userMessageTypeCode') || undefined;
    ctx.state.work.messages.markRead(ctx.session.userId, 'all', typeCode);
    return unread(ctx);
  }),
  ...tenantRoutes('GET', `${BASE}/messages/user`, inbox),
  ...tenantRoutes('DELETE', `${BASE}/messages/user`, deleteMessages),
  ...tenantRoutes('GET', `${BASE}/messages/user/:userMessageId`, detail),
];
