/**
 * The message service's server accounts (`/hmsg/v1/{tid}/email/servers`, `/sms/servers`): the
 * mail server and SMS provider a channel sends through. A secret (the mail password, the SMS
 * access key's secret) is write-only: the gateway stores it and answers only whether one is set
 * (`…SetFlag`); a save without it (or with it blank) keeps the stored one.
 */

/** An email account (HZERO's `EmailServer`). */
export interface EmailServerDto {
  serverId: number;
  tenantId: number;
  serverCode: string;
  serverName: string;
  host: string;
  port: number;
  /** SMTP or SMTPS. */
  protocol: string;
  username: string | null;
  /** The sender's address (`From`). */
  sender: string;
  tryTimes: number;
  /** 1 when a password is stored (never sent back). */
  passwordSetFlag: 0 | 1;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface EmailServerQuery {
  serverCode?: string;
  serverName?: string;
  host?: string;
}

export interface EmailServerSave
  extends Omit<
    EmailServerDto,
    'serverId' | 'tenantId' | 'passwordSetFlag' | 'objectVersionNumber'
  > {
  serverId?: number;
  objectVersionNumber?: number;
  /** Written only: blank or absent keeps the stored password. */
  passwordEncrypted?: string;
}

/** An SMS account (HZERO's `SmsServer`): the provider and the signature messages go out under. */
export interface SmsServerDto {
  serverId: number;
  tenantId: number;
  serverCode: string;
  serverName: string;
  /** The provider: ALIYUN, QCLOUD or BAIDU. */
  serverTypeCode: string;
  endPoint: string | null;
  accessKey: string;
  /** The signature the provider approved (`【…】`). */
  signName: string;
  /** The provider's template code messages of this account use. */
  templateCode: string | null;
  /** 1 when the access key's secret is stored (never sent back). */
  accessKeySecretSetFlag: 0 | 1;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface SmsServerQuery {
  serverCode?: string;
  serverName?: string;
  serverTypeCode?: string;
}

export interface SmsServerSave
  extends Omit<
    SmsServerDto,
    'serverId' | 'tenantId' | 'accessKeySecretSetFlag' | 'objectVersionNumber'
  > {
  serverId?: number;
  objectVersionNumber?: number;
  /** Written only: blank or absent keeps the stored secret. */
  accessKeySecret?: string;
}

export const SMS_PROVIDERS = ['ALIYUN', 'QCLOUD', 'BAIDU'] as const;

/** A channel of a send configuration. */
export type SendChannel = 'WEB' | 'EMAIL' | 'SMS';
export const SEND_CHANNELS: readonly SendChannel[] = ['WEB', 'EMAIL', 'SMS'];

/** One channel of a send configuration (HZERO's `TemplateServerLine`). */
export interface SendChannelLine {
  typeCode: SendChannel;
  /** The message template this channel sends. */
  templateCode: string;
  /** The email or SMS account it sends through (none for WEB). */
  serverCode: string | null;
  enabledFlag: 0 | 1;
}

/**
 * A send configuration (HZERO's `TemplateServer`, `/hmsg/v1/{tid}/template-servers`): for a
 * message code, which template goes through which channel, each channel on or off.
 */
export interface SendConfigDto {
  tempServerId: number;
  tenantId: number;
  messageCode: string;
  messageName: string;
  enabledFlag: 0 | 1;
  serverList: SendChannelLine[];
  objectVersionNumber: number;
}

export interface SendConfigQuery {
  messageCode?: string;
  messageName?: string;
}

export interface SendConfigSave
  extends Omit<SendConfigDto, 'tempServerId' | 'tenantId' | 'objectVersionNumber'> {
  tempServerId?: number;
  objectVersionNumber?: number;
}
