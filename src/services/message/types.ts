/** Response shapes of the message service (`/hmsg`; hzero-api.md "Messages"). */

/** A user's message (recent messages and the message preview). */
export interface UserMessageDto {
  userMessageId: number;
  messageId?: number;
  subject: string;
  content?: string;
  creationDate: string;
  userMessageTypeCode?: string;
  userMessageTypeMeaning?: string;
  /** Spec section 3: Y/1 read, N/0 unread. */
  readFlag?: number | string;
}

/** A notice in the notice preview. */
export interface NoticePreviewDto {
  noticeId: number;
  title: string;
  publishedDate: string;
  noticeTypeCode?: string;
  receiverTypeMeaning?: string;
}

/** `GET /hmsg/v1/{tid}/messages/user/count`. */
export interface UnreadCountDto {
  unreadMessageCount: number;
}

/** `POST .../messages/user/read-flag`: every message, or the listed ones. */
export type ReadFlagTarget = { readAll: true } | { userMessageIds: number[] };
