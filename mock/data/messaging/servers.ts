// Seed server accounts of the message service (/hmsg/email, /hmsg/sms): the platform's (tenant 0)
// mail server and SMS provider. Their secrets are stored in the gateway and never answered.
import type {
  EmailServerDto,
  SendConfigDto,
  SmsServerDto,
} from '../../../src/services/message/account-types';
import type { ConfigRecordSeed } from '../../server/messaging/config-record-store';

type Stored = 'serverId' | 'tenantId' | 'serverCode' | 'objectVersionNumber';
/** What an email account holds besides its id, tenant, code, version and password. */
export type EmailServerFields = Omit<EmailServerDto, Stored | 'passwordSetFlag'>;
/** What an SMS account holds besides its id, tenant, code, version and secret. */
export type SmsServerFields = Omit<SmsServerDto, Stored | 'accessKeySecretSetFlag'>;

export const seedEmailServers: readonly ConfigRecordSeed<EmailServerFields>[] = [
  {
    tenantId: 0,
    code: 'HZERO.MAIL',
    secret: 'seed-mail-password',
    fields: {
      serverName: '平台邮件服务器',
      host: 'smtp.polaris.example',
      port: 465,
      protocol: 'SMTPS',
      username: 'noreply@polaris.example',
      sender: 'noreply@polaris.example',
      tryTimes: 3,
      enabledFlag: 1,
    },
  },
];

export const seedSmsServers: readonly ConfigRecordSeed<SmsServerFields>[] = [
  {
    tenantId: 0,
    code: 'HZERO.SMS',
    secret: 'seed-sms-secret',
    fields: {
      serverName: '平台短信',
      serverTypeCode: 'ALIYUN',
      endPoint: 'dysmsapi.aliyuncs.com',
      accessKey: 'LTAI-polaris-seed',
      signName: 'Polaris',
      templateCode: 'SMS_100001',
      enabledFlag: 1,
    },
  },
];

/** What a send configuration holds besides its id, tenant, code and version. */
export type SendConfigFields = Omit<
  SendConfigDto,
  'tempServerId' | 'tenantId' | 'messageCode' | 'objectVersionNumber'
>;

/** The platform's send configuration of the test message: web and email on, SMS off. */
export const seedSendConfigs: readonly ConfigRecordSeed<SendConfigFields>[] = [
  {
    tenantId: 0,
    code: 'HMSG.TEST',
    secret: null,
    fields: {
      messageName: '测试消息',
      enabledFlag: 1,
      serverList: [
        { typeCode: 'WEB', templateCode: 'HMSG.TEST', serverCode: null, enabledFlag: 1 },
        { typeCode: 'EMAIL', templateCode: 'HMSG.TEST', serverCode: 'HZERO.MAIL', enabledFlag: 1 },
        { typeCode: 'SMS', templateCode: 'HMSG.TEST', serverCode: 'HZERO.SMS', enabledFlag: 0 },
      ],
    },
  },
];
