// Online users (/hiam/online-user, site level): the sessions whose token still works, from the
// gateway's token store, and signing one out. Signing out kicks the token off: its next call is
// refused (401) and its kickoff check answers 1, and its open message sockets are closed at once
// with 4401, so that user's shell shows the kick-off page within moments.
import { localName } from '../../data/languages';
import { t } from '../../data/lov-types';
import type { OnlineUserDto } from '../../../src/services/iam/client-types';
import { AdminFailure, notFound } from '../admin/failure';
import { queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { Session } from '../auth/token-store';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { empty } from '../http/reply';
import type { LanguageCode, Sent } from '../types';
import { formatDateTime } from '../work/dates';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

export const ONLINE_OFFLINE = 'hzero.system.online.button.offline';

const SESSIONS = t('查看和结束在线会话', 'see and end signed-in sessions');

export type OnlineUserRow = Sent<OnlineUserDto, { currentFlag: 0 | 1 }>;

function onlineRow(ctx: UserContext, session: Session, lang: LanguageCode): OnlineUserRow {
  const { accounts } = ctx.state;
  const user = accounts.user(session.userId);
  const tenant = accounts.tenant(session.tenantId);
  const role = accounts.role(session.roleId);
  return {
    sessionId: session.sessionId,
    userId: user.id,
    loginName: user.loginName,
    realName: accounts.profile(user.id).realName,
    tenantId: tenant.id,
    tenantName: localName(tenant.names, lang),
    roleId: session.roleId,
    roleName: role ? localName(role.name, lang) : '',
    clientName: session.clientName,
    loginIp: session.ip,
    loginDate: formatDateTime(session.issuedAt),
    lastAccessDate: formatDateTime(session.lastAccessAt),
    expireDate: formatDateTime(session.expiresAt),
    currentFlag: session.sessionId === ctx.session.sessionId ? 1 : 0,
  };
}

/** The sessions whose token works now. */
function liveSessions(ctx: UserContext): Session[] {
  return ctx.state.tokens.list().filter((s) => ctx.state.tokens.check(s.accessToken).ok);
}

const listOnline: AdminHandler = (ctx, lang) => {
  requireSiteLevel(ctx, SESSIONS);
  const query = queryReader(ctx.query);
  const loginName = query.text('loginName') ?? undefined;
  const realName = query.text('realName') ?? undefined;
  const clientName = query.text('clientName') ?? undefined;
  const tenantId = query.int('tenantId');
  const rows = liveSessions(ctx)
    .map((session) => onlineRow(ctx, session, lang))
    .filter(
      (row) =>
        contains(row.loginName, loginName) &&
        contains(row.realName, realName) &&
        contains(row.clientName, clientName) &&
        (tenantId === undefined || row.tenantId === tenantId),
    );
  return listReply(
    rows,
    ctx.query,
    (a, b) => b.loginDate.localeCompare(a.loginDate) || a.loginName.localeCompare(b.loginName),
    'online-users',
  );
};

const signOut: AdminHandler = (ctx) => {
  requireSiteLevel(ctx, SESSIONS);
  requirePermission(ctx, ONLINE_OFFLINE);
  const { sessionId } = ctx.params;
  if (sessionId === ctx.session.sessionId) {
    throw new AdminFailure(
      'error.online.own_session',
      t(
        '不能在这里结束自己的会话：请使用“退出登录”',
        'You cannot end your own session here: use Sign out instead',
      ),
      'warn',
    );
  }
  const ended = ctx.state.tokens.kickSession(sessionId);
  if (!ended) throw notFound('该会话已不在线', 'That session is no longer signed in');
  ctx.state.messagePush.recheck();
  return empty(204);
};

export const onlineUserRoutes: ApiRoute[] = [
  userRoute('GET', '/iam/hzero/v1/online-users', adminHandler(listOnline)),
  userRoute('DELETE', '/iam/hzero/v1/online-users/:sessionId', adminHandler(signOut)),
];
