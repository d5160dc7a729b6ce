// /hmsg/v1[/{tid}]/notices: administrators write, publish and revoke notices and announcements.
// The site form (no {tid}) is the platform's (tenant 0, shown to every tenant); the tenant form
// the organisation's own. Only notice administrators read or change them (drafts included): a
// role holding the announcements page of the form (`NOTICE_ADMIN_PAGES`), and on the site form a
// site-level one; anybody else gets HTTP 403. Their audience reads the published ones through
// the bell (messages.ts). Writes also need the page's button codes (admins approve all). Publishing a
// system notification (NOTIFY) also sends every user it reaches an unread message of type NOTICE
// (so their bell count rises at once); an announcement (ANNOUNCE) shows in the bell's
// announcements, and its users' sockets are told so their bells refresh.
import type { NoticeRef, NoticeSave } from '../../../src/services/message/types';
import { t } from '../../data/lov-types';
import type { UserContext } from '../context';
import { jsonObject } from '../http/body';
import { json, type Reply } from '../http/reply';
import { pageOf } from '../work/paging';
import type { NoticeChange } from '../work/notice-store';
import type { NoticeRecord } from '../work/wire';
import { formAdmin, requirePermission } from './admin-common';
import { tenantRoutes } from './tenant-path';

const BASE = '/hmsg/v1[/:tid]/notices';

/** The organisation whose notices a path means: `{tid}`, or the platform's on the site form. */
const scopeOf = (ctx: UserContext) => (ctx.params.tid === undefined ? 0 : Number(ctx.params.tid));

/** The announcements page of each form: a role holding it administers that form's notices. */
export const NOTICE_ADMIN_PAGES = {
  site: 'hzero.message.notice',
  tenant: 'hzero.org.message.notice',
} as const;

/** A handler of the administrators' calls: refused (403) to anybody but a notice administrator. */
const noticeAdmin = formAdmin(
  NOTICE_ADMIN_PAGES,
  t('管理公告', 'manage announcements'),
  t('管理平台公告', 'manage the platform’s announcements'),
);

function answer(change: NoticeChange): Reply {
  return change.ok
    ? json(change.notice)
    : json({ failed: true, code: change.code, message: change.message, type: change.type });
}

/** The users a published notice reaches: everybody for the platform's, else the tenant's members. */
function receivers(ctx: UserContext, tenantId: number): number[] {
  return ctx.state.accounts
    .allUsers()
    .filter(
      (user) =>
        tenantId === 0 ||
        ctx.state.accounts.rolesOf(user.id).some((role) => role.tenantId === tenantId),
    )
    .map((user) => user.id);
}

function announce(ctx: UserContext, notice: NoticeRecord): void {
  for (const userId of receivers(ctx, notice.tenantId)) {
    if (notice.receiverTypeCode === 'NOTIFY') {
      const content = notice.noticeContent;
      ctx.state.work.messages.create(userId, {
        subject: notice.title,
        content,
        typeCode: 'NOTICE',
      });
    } else {
      ctx.state.messagePush.pushTo(userId); // the count stays; the bell asks for the new list
    }
  }
}

const ref = (ctx: UserContext, body: Record<string, unknown>): NoticeRef => ({
  noticeId: Number(ctx.params.noticeId),
  objectVersionNumber: body.objectVersionNumber as number,
});

export const noticeRoutes = [
  ...tenantRoutes(
    'GET',
    BASE,
    noticeAdmin((ctx, lang) =>
      json(
        pageOf(
          ctx.state.work.notices.list(scopeOf(ctx), lang, {
            title: ctx.query.get('title') || undefined,
            noticeTypeCode: ctx.query.get('noticeTypeCode') || undefined,
            receiverTypeCode: ctx.query.get('receiverTypeCode') || undefined,
            statusCode: ctx.query.get('statusCode') || undefined,
          }),
          ctx.query,
        ),
      ),
    ),
  ),
  ...tenantRoutes(
    'GET',
    `${BASE}/:noticeId`,
    noticeAdmin((ctx, lang) => {
      const found = ctx.state.work.notices.detail(scopeOf(ctx), Number(ctx.params.noticeId), lang);
      if (found) return json(found);
      const message = lang === 'zh_CN' ? '公告不存在' : 'The notice does not exist';
      return json({ failed: true, code: 'error.record.not_found', message, type: 'warn' });
    }),
  ),
  ...['POST', 'PUT'].flatMap((method) =>
    tenantRoutes(
      method,
      BASE,
      noticeAdmin(async (ctx, lang) => {
        requirePermission(ctx, 'hmsg.notice.button.edit');
        const body = jsonObject(await ctx.body()) as Partial<NoticeSave>;
        if (method === 'POST') delete body.noticeId;
        return answer(ctx.state.work.notices.save(scopeOf(ctx), body, lang));
      }),
    ),
  ),
  ...(['publish', 'revoke'] as const).flatMap((action) =>
    tenantRoutes(
      'POST',
      `${BASE}/:noticeId/${action}`,
      noticeAdmin(async (ctx, lang) => {
        requirePermission(ctx, `hmsg.notice.button.${action}`);
        const { noticeId, objectVersionNumber } = ref(ctx, jsonObject(await ctx.body()));
        const to = action === 'publish' ? 'PUBLISHED' : 'REVOKED';
        const change = ctx.state.work.notices.transition(
          scopeOf(ctx),
          noticeId,
          objectVersionNumber,
          to,
          lang,
        );
        if (change.ok && action === 'publish') announce(ctx, change.notice);
        if (change.ok && action === 'revoke') {
          receivers(ctx, change.notice.tenantId).forEach((userId) =>
            ctx.state.messagePush.pushTo(userId),
          );
        }
        return answer(change);
      }),
    ),
  ),
];
