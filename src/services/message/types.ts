/**
 * Answer shapes of the message service (`/hmsg`; hzero-api.md "Messages"), shared by the shell's
 * bell, the message sub-app and the mock gateway (its answers are `Sent<>` of these).
 */

/** Spec section 3: a read flag is Y/1 read, N/0 unread. */
export type ReadFlag = 0 | 1 | 'Y' | 'N';

/** The types of station message the gateway sends; another service may add its own. */
export type UserMessageTypeCode = 'MSG' | 'NOTICE' | (string & {});

/** A user's message (recent messages, the preview, the inbox list and its detail). */
export interface UserMessageDto {
  userMessageId: number;
  messageId?: number;
  subject: string;
  /** HTML written by whoever sent it: show it only through src/security/sanitize-html.ts. */
  content?: string;
  creationDate: string;
  userMessageTypeCode?: UserMessageTypeCode;
  userMessageTypeMeaning?: string;
  readFlag?: ReadFlag;
}

export type ReceiverTypeCode = 'ANNOUNCE' | 'NOTIFY' | (string & {});

/** A published notice in the notice preview (the bell's notices and announcements). */
export interface NoticePreviewDto {
  noticeId: number;
  title: string;
  publishedDate: string;
  noticeTypeCode?: string;
  noticeTypeMeaning?: string;
  receiverTypeCode?: ReceiverTypeCode;
  receiverTypeMeaning?: string;
}

/** `GET /hmsg/v1/{tid}/messages/user/count`, and what read-flag, clear and delete answer. */
export interface UnreadCountDto {
  unreadMessageCount: number;
}

/** `POST .../messages/user/read-flag`: every message, or the listed ones. */
export type ReadFlagTarget = { readAll: true } | { userMessageIds: number[] };

/** What the gateway pushes over the message socket (`/hpfm/sock-js`, key `hzero-web`). */
export interface MessageCountPush {
  tenantId: number;
  number: number;
}

/** Filters of the inbox list (`GET /hmsg/v1/{tid}/messages/user`). */
export interface UserMessageQuery {
  subject?: string;
  userMessageTypeCode?: string;
  /** 0/N unread, 1/Y read. */
  readFlag?: ReadFlag;
}

export type NoticeStatus = 'DRAFT' | 'PUBLISHED' | 'REVOKED' | (string & {});

/** A notice or announcement as its administrators see it (`/hmsg/v1[/{tid}]/notices`). */
export interface NoticeDto {
  noticeId: number;
  tenantId: number;
  title: string;
  /** HTML: show it only through the sanitiser. */
  noticeContent: string;
  noticeTypeCode: string;
  noticeTypeMeaning?: string;
  receiverTypeCode: ReceiverTypeCode;
  receiverTypeMeaning?: string;
  statusCode: NoticeStatus;
  statusMeaning?: string;
  publishedDate: string | null;
  objectVersionNumber: number;
  /** The notice's attachment (files in the `hmsg` bucket), when it has one. */
  attachmentUuid?: string | null;
}

/** Filters of the notices list. */
export interface NoticeQuery {
  title?: string;
  noticeTypeCode?: string;
  receiverTypeCode?: string;
  statusCode?: string;
}

/** A new notice (no id) or a change to a draft or revoked one (id and version). */
export interface NoticeSave {
  noticeId?: number;
  objectVersionNumber?: number;
  title: string;
  noticeContent: string;
  noticeTypeCode: string;
  receiverTypeCode: ReceiverTypeCode;
  /** The attachment UUID of its files (the kit's Attachment gives it with the first upload). */
  attachmentUuid?: string | null;
}

/** `{ noticeId, objectVersionNumber }`: what publish and revoke send. */
export interface NoticeRef {
  noticeId: number;
  objectVersionNumber: number;
}

/**
 * A message template (`/hmsg/v1[/{tid}]/message/templates`): what a message of a code says, in a
 * language. `${name}` in the title and content is filled with the send's `args`. The platform's
 * (tenant 0) serve every organisation that has none of its own with the code.
 */
export interface MessageTemplateDto {
  templateId: number;
  tenantId: number;
  templateCode: string;
  templateName: string;
  templateTitle: string;
  /** HTML: show it only through the sanitiser. */
  templateContent: string;
  lang: string;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
  lastUpdateDate: string;
}

export interface MessageTemplateQuery {
  templateCode?: string;
  templateName?: string;
  lang?: string;
  enabledFlag?: 0 | 1;
}

/** A new template (no id) or a change (id and version); the code never changes once saved. */
export interface MessageTemplateSave {
  templateId?: number;
  objectVersionNumber?: number;
  templateCode: string;
  templateName: string;
  templateTitle: string;
  templateContent: string;
  lang: string;
  enabledFlag: 0 | 1;
}

/** Delivery of a sent message: P pending, S sent, F failed. */
export type TrxStatusCode = 'P' | 'S' | 'F';

/** One message the service sent (`GET /hmsg/v1/messages`, the message query). */
export interface SentMessageDto {
  messageId: number;
  tenantId: number;
  /** The channel: WEB (inbox), EMAIL or SMS. */
  messageTypeCode: 'WEB' | 'EMAIL' | 'SMS';
  templateCode: string;
  subject: string;
  /** HTML: show it only through the sanitiser. */
  content: string;
  /** Who it went to: the user's name and login. */
  receiverAddress: string;
  trxStatusCode: TrxStatusCode;
  /** Why it failed, when it did. */
  transactionMessage: string | null;
  sendDate: string;
}

export interface SentMessageQuery {
  subject?: string;
  templateCode?: string;
  receiverAddress?: string;
  trxStatusCode?: TrxStatusCode;
}

/** `POST /hmsg/v1/{tid}/messages/sender/web`: send a template's message to users' inboxes. */
export interface WebMessageSend {
  /** The template's code (the organisation's, else the platform's). */
  messageCode: string;
  lang?: string;
  receiverAddressList: { userId: number; targetUserTenantId: number }[];
  args?: Record<string, string>;
}

/** What a send answers: the messages recorded, one per receiver. */
export interface WebMessageSent {
  messages: SentMessageDto[];
}
