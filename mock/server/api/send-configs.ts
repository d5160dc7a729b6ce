// /hmsg/v1/{tid}/template-servers: the send configurations (page `hzero.message.send-config`,
// buttons `hmsg.send-config.button.*`): for a message code, each channel's template and account
// and whether it is on. A channel's template must be one the tenant sends (its own or the
// platform's), an email or SMS channel's account one of the tenant's (or the platform's). The
// sends follow it (message-sends.ts): a code whose web channel is off is not delivered.
import {
  SEND_CHANNELS,
  type SendChannel,
  type SendChannelLine,
  type SendConfigDto,
} from '../../../src/services/message/account-types';
import type { SendConfigFields } from '../../data/messaging/servers';
import { t } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { FieldReader, type Raw } from '../admin/input';
import { contains } from '../admin/listing';
import type { GatewayState } from '../state';
import { configRecordRoutes } from './config-record-routes';

function readLine(raw: Raw, index: number, state: GatewayState, tenantId: number): SendChannelLine {
  const reader = new FieldReader(raw, t(`第 ${index + 1} 个渠道：`, `Channel ${index + 1}: `));
  const typeCode = reader.requiredText('typeCode') as SendChannel;
  if (!SEND_CHANNELS.includes(typeCode)) {
    reader.fail('typeCode', '必须是 WEB、EMAIL 或 SMS', 'must be WEB, EMAIL or SMS');
  }
  const templateCode = reader.requiredText('templateCode', 60);
  const templates = state.messaging.templates;
  if (
    ![tenantId, 0].some((tenant) =>
      templates.list(tenant).some((row) => row.templateCode === templateCode),
    )
  ) {
    reader.fail(
      'templateCode',
      `${templateCode} 不是已有的消息模板`,
      `${templateCode} is no message template`,
    );
  }
  const enabledFlag = reader.flag('enabledFlag') ?? 1;
  const serverCode = typeCode === 'WEB' ? null : reader.text('serverCode', { max: 60 }) || null;
  if (typeCode !== 'WEB') {
    const accounts =
      typeCode === 'EMAIL' ? state.messaging.servers.email : state.messaging.servers.sms;
    if (serverCode === null && enabledFlag === 1) {
      reader.fail(
        'serverCode',
        '启用的邮件或短信渠道必须指定账户',
        'is required for an email or SMS channel that is on',
      );
    }
    if (
      serverCode !== null &&
      !accounts.byCode(tenantId, serverCode) &&
      !accounts.byCode(0, serverCode)
    ) {
      reader.fail(
        'serverCode',
        `${serverCode} 不是已有的${typeCode === 'EMAIL' ? '邮箱' : '短信'}账户`,
        `${serverCode} is no ${typeCode === 'EMAIL' ? 'email' : 'SMS'} account`,
      );
    }
  }
  return { typeCode, templateCode, serverCode, enabledFlag };
}

function readConfig(reader: FieldReader, state: GatewayState, tenantId: number) {
  const serverList = reader
    .objects('serverList')
    .map((line, index) => readLine(line, index, state, tenantId));
  const channels = serverList.map((line) => line.typeCode);
  if (new Set(channels).size !== channels.length) {
    throw invalid('serverList 每个渠道只能出现一次', 'serverList may name each channel once');
  }
  const fields: SendConfigFields = {
    messageName: reader.requiredText('messageName', 120),
    enabledFlag: reader.flag('enabledFlag') ?? 1,
    serverList,
  };
  return { code: reader.requiredText('messageCode', 60), fields };
}

export const sendConfigRoutes = configRecordRoutes({
  path: '/hmsg/v1/:tid/template-servers',
  page: 'hzero.message.send-config',
  buttons: 'hmsg.send-config',
  what: t('管理发送配置', 'manage send configurations'),
  idField: 'tempServerId',
  name: 'template-servers',
  store: (state) => state.messaging.servers.sendConfigs,
  read: readConfig,
  view: (row): SendConfigDto => ({
    tempServerId: row.id,
    tenantId: row.tenantId,
    messageCode: row.code,
    ...row.fields,
    serverList: row.fields.serverList.map((line) => ({ ...line })),
    objectVersionNumber: row.objectVersionNumber,
  }),
  matches: (dto, query) =>
    contains(dto.messageCode, query.text('messageCode') ?? undefined) &&
    contains(dto.messageName, query.text('messageName') ?? undefined),
});
