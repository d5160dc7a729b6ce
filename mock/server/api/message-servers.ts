// The message service's server accounts, tenant form only (a site-level role's organisation is the
// platform, tenant 0), with HZERO's paths and fields:
// - /hmsg/v1/{tid}/email/servers: email accounts (host, port, SMTP/SMTPS, user name, sender,
//   tries), page `hzero.message.email`, buttons `hmsg.email.button.*`; the password
//   (`passwordEncrypted`) is written only, answered as `passwordSetFlag`.
// - /hmsg/v1/{tid}/sms/servers: SMS accounts (provider, endpoint, access key, signature, the
//   provider's template code), page `hzero.message.sms`, buttons `hmsg.sms.button.*`; the
//   `accessKeySecret` is written only (required for a new account), answered as
//   `accessKeySecretSetFlag`.
import type { EmailServerDto, SmsServerDto } from '../../../src/services/message/account-types';
import { SMS_PROVIDERS } from '../../../src/services/message/account-types';
import type { EmailServerFields, SmsServerFields } from '../../data/messaging/servers';
import { t } from '../../data/lov-types';
import type { FieldReader } from '../admin/input';
import { contains } from '../admin/listing';
import type { ConfigRecord } from '../messaging/config-record-store';
import { configRecordRoutes } from './config-record-routes';

export const EMAIL_PAGE = 'hzero.message.email';
export const SMS_PAGE = 'hzero.message.sms';
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const oneOf = (reader: FieldReader, field: string, allowed: readonly string[]): string => {
  const value = reader.requiredText(field);
  if (!allowed.includes(value)) {
    reader.fail(field, `必须是 ${allowed.join('、')} 之一`, `must be one of ${allowed.join(', ')}`);
  }
  return value;
};

/** An account's code and secret (`secretField`) beside its fields. */
const accountSave = <F>(reader: FieldReader, secretField: string, fields: F) => ({
  code: reader.requiredText('serverCode', 60),
  secret: reader.text(secretField, { max: 240 }),
  fields,
});

/** An account's answer: its fields, and whether its secret is set under `flag`. */
const accountView =
  <F extends object, D>(flag: string) =>
  (row: ConfigRecord<F>): D =>
    ({
      serverId: row.id,
      tenantId: row.tenantId,
      serverCode: row.code,
      ...row.fields,
      [flag]: row.secret ? 1 : 0,
      objectVersionNumber: row.objectVersionNumber,
    }) as D;

function readEmail(reader: FieldReader) {
  const sender = reader.requiredText('sender', 120);
  if (!EMAIL_ADDRESS.test(sender)) {
    reader.fail('sender', '必须是邮件地址', 'must be an email address');
  }
  const fields: EmailServerFields = {
    serverName: reader.requiredText('serverName', 120),
    host: reader.requiredText('host', 240),
    port: reader.requiredInt('port', { min: 1, max: 65_535 }),
    protocol: oneOf(reader, 'protocol', ['SMTP', 'SMTPS']),
    username: reader.text('username', { max: 120 }) || null,
    sender,
    tryTimes: reader.int('tryTimes', { min: 0, max: 10 }) ?? 3,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
  return accountSave(reader, 'passwordEncrypted', fields);
}

function readSms(reader: FieldReader) {
  const fields: SmsServerFields = {
    serverName: reader.requiredText('serverName', 120),
    serverTypeCode: oneOf(reader, 'serverTypeCode', SMS_PROVIDERS),
    endPoint: reader.text('endPoint', { max: 240 }) || null,
    accessKey: reader.requiredText('accessKey', 120),
    signName: reader.requiredText('signName', 60),
    templateCode: reader.text('templateCode', { max: 60 }) || null,
    enabledFlag: reader.flag('enabledFlag') ?? 1,
  };
  return accountSave(reader, 'accessKeySecret', fields);
}

export const messageServerRoutes = [
  ...configRecordRoutes({
    path: '/hmsg/v1/:tid/email/servers',
    page: EMAIL_PAGE,
    buttons: 'hmsg.email',
    what: t('管理邮箱账户', 'manage email accounts'),
    idField: 'serverId',
    name: 'email-servers',
    store: (state) => state.messaging.servers.email,
    read: readEmail,
    view: accountView<EmailServerFields, EmailServerDto>('passwordSetFlag'),
    matches: (dto, query) =>
      contains(dto.serverCode, query.text('serverCode') ?? undefined) &&
      contains(dto.serverName, query.text('serverName') ?? undefined) &&
      contains(dto.host, query.text('host') ?? undefined),
  }),
  ...configRecordRoutes({
    path: '/hmsg/v1/:tid/sms/servers',
    page: SMS_PAGE,
    buttons: 'hmsg.sms',
    what: t('管理短信账户', 'manage SMS accounts'),
    idField: 'serverId',
    name: 'sms-servers',
    store: (state) => state.messaging.servers.sms,
    read: readSms,
    view: accountView<SmsServerFields, SmsServerDto>('accessKeySecretSetFlag'),
    matches: (dto, query) =>
      contains(dto.serverCode, query.text('serverCode') ?? undefined) &&
      contains(dto.serverName, query.text('serverName') ?? undefined) &&
      (query.text('serverTypeCode') ?? dto.serverTypeCode) === dto.serverTypeCode,
  }),
];
