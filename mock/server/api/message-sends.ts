// The message service's sends and their record:
// - POST /hmsg/v1/{tid}/messages/sender/web: sends the template of `messageCode` (the
//   organisation's, else the platform's) to each receiver's inbox; the message socket pushes
//   their new unread count at once, so their bells count it. It follows the send configuration of
//   the code (send-configs.ts): its web channel's template; with the configuration or its web
//   channel off, nothing is delivered and the record says why (status F). A site-level role may send to any
//   user; an organisation's role only to members of its organisation. Needs the button code
//   `hmsg.message.button.send-test` (the message query's "Send a test").
// - GET /hmsg/v1/messages (site form, site-level roles holding `hzero.message.monitor`): what was
//   sent, to whom, with status (every tenant's).
import type { SentMessageDto, WebMessageSend } from '../../../src/services/message/types';
import { t } from '../../data/lov-types';
import { AdminFailure, invalid } from '../admin/failure';
import { objectBody, queryReader, type Raw } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { fillTemplate } from '../messaging/fill-template';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';
import { isSiteLevel } from './role-level';
import { tenantRoutes } from './tenant-path';

export const MESSAGE_MONITOR_PAGE = 'hzero.message.monitor';
export const SEND_TEST = 'hmsg.message.button.send-test';

const objects = (value: unknown): Raw[] =>
  Array.isArray(value)
    ? value.filter((one): one is Raw => !!one && typeof one === 'object' && !Array.isArray(one))
    : [];

function readSend(raw: Raw): WebMessageSend {
  const { messageCode, lang, receiverAddressList, args } = raw;
  if (typeof messageCode !== 'string' || messageCode.trim() === '') {
    throw invalid('messageCode 必填', 'messageCode is required');
  }
  const receivers = objects(receiverAddressList).map((one) => ({
    userId: Number(one.userId),
    targetUserTenantId: Number(one.targetUserTenantId),
  }));
  if (receivers.length === 0 || receivers.some((r) => !Number.isInteger(r.userId))) {
    throw invalid(
      'receiverAddressList 须列出至少一个用户（userId）',
      'receiverAddressList must name at least one user (userId)',
    );
  }
  const argMap: Record<string, string> = {};
  if (args && typeof args === 'object' && !Array.isArray(args)) {
    for (const [key, value] of Object.entries(args)) argMap[key] = String(value);
  }
  return {
    messageCode: messageCode.trim(),
    lang: typeof lang === 'string' ? lang : undefined,
    receiverAddressList: receivers,
    args: argMap,
  };
}

/** The user a receiver names, when the caller may send to them. */
function receiverOf(ctx: UserContext, userId: number, tenantId: number) {
  const { accounts } = ctx.state;
  const user = accounts.allUsers().find((one) => one.id === userId);
  const site = isSiteLevel(accounts.role(ctx.session.roleId)?.level);
  const member = !!user && accounts.rolesOf(userId).some((role) => role.tenantId === tenantId);
  if (!user || (!site && !member)) {
    throw new AdminFailure(
      'error.message.receiver',
      t(`用户 ${userId} 不是本组织的成员`, `User ${userId} is not a member of this organisation`),
      'warn',
    );
  }
  return user;
}

/**
 * Why the send configuration of the code keeps its web channel from delivering (the whole
 * configuration off, or its web channel absent or off), or undefined when it delivers; and the
 * template the web channel sends. Without a configuration the code names the template.
 */
function webChannel(ctx: UserContext, tenantId: number, code: string) {
  const config = ctx.state.messaging.servers.sendConfigOf(tenantId, code);
  if (!config) return { templateCode: code, blocked: undefined };
  const web = config.fields.serverList.find((line) => line.typeCode === 'WEB');
  const blocked =
    config.fields.enabledFlag !== 1
      ? t(`发送配置 ${code} 已停用`, `The send configuration ${code} is disabled`)
      : web?.enabledFlag !== 1
        ? t(
            `发送配置 ${code} 的站内消息渠道未启用`,
            `The web channel of the send configuration ${code} is not enabled`,
          )
        : undefined;
  return { templateCode: web?.templateCode ?? code, blocked };
}

const sendWeb: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, SEND_TEST, t('发送测试消息', 'send a test message'));
  const send = readSend(objectBody(await ctx.body()));
  const tenantId = Number(ctx.params.tid);
  const channel = webChannel(ctx, tenantId, send.messageCode);
  const template = ctx.state.messaging.templates.resolve(tenantId, channel.templateCode, send.lang);
  if (!template) {
    throw new AdminFailure(
      'error.message.template',
      t(
        `没有启用的消息模板 ${channel.templateCode}`,
        `There is no enabled message template ${channel.templateCode}`,
      ),
      'warn',
    );
  }
  const messages: SentMessageDto[] = send.receiverAddressList.map(({ userId }) => {
    const user = receiverOf(ctx, userId, tenantId);
    const args = { userName: user.realName, loginName: user.loginName, ...send.args };
    const subject = fillTemplate(template.templateTitle, args, false);
    const content = fillTemplate(template.templateContent, args, true);
    if (!channel.blocked) {
      ctx.state.work.messages.create(user.id, { subject, content, typeCode: 'MSG' });
    }
    return ctx.state.messaging.sent.record({
      tenantId,
      messageTypeCode: 'WEB',
      templateCode: template.templateCode,
      subject,
      content,
      receiverAddress: `${user.realName} (${user.loginName})`,
      trxStatusCode: channel.blocked ? 'F' : 'S',
      transactionMessage: channel.blocked ? channel.blocked[lang] : null,
    });
  });
  return json({ messages });
};

const listSent: AdminHandler = (ctx) => {
  requireSiteLevel(ctx, t('查询发送的消息', 'query the messages sent'));
  requirePermission(ctx, MESSAGE_MONITOR_PAGE);
  const query = queryReader(ctx.query);
  const subject = query.text('subject') ?? undefined;
  const code = query.text('templateCode') ?? undefined;
  const receiver = query.text('receiverAddress') ?? undefined;
  const status = query.text('trxStatusCode') ?? undefined;
  const rows = ctx.state.messaging.sent
    .list('all')
    .filter(
      (row) =>
        contains(row.subject, subject) &&
        contains(row.templateCode, code) &&
        contains(row.receiverAddress, receiver) &&
        (status === undefined || row.trxStatusCode === status),
    );
  return listReply(rows, ctx.query, () => 0, 'messages');
};

export const messageSendRoutes = [
  ...tenantRoutes('POST', '/hmsg/v1/:tid/messages/sender/web', adminHandler(sendWeb)),
  userRoute('GET', '/hmsg/v1/messages', adminHandler(listSent)),
];
