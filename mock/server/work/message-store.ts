// Station messages per user (read flags change) and the notices of each tenant. Creation times
// are fixed at (re)seed time, relative to the gateway clock.
import {
  MESSAGE_TYPE_MEANINGS,
  NOTICE_TYPE_MEANINGS,
  RECEIVER_TYPE_MEANINGS,
  seedMessages,
  seedNotices,
  type UserMessageTypeCode,
} from '../../data/messages';
import { seedUsers } from '../../data/users';
import type { Clock } from '../clock';
import type { LanguageCode } from '../types';
import { daysAgoAt, formatDateTime } from './dates';
import type { NoticeRow, UserMessageRow } from './wire';

interface StoredMessage {
  userMessageId: number;
  messageId: number;
  subject: string;
  content: string;
  typeCode: UserMessageTypeCode;
  createdAt: number;
  read: boolean;
}

export class MessageStore {
  private byUser = new Map<number, StoredMessage[]>();
  private seededAt = 0;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const now = this.clock.now();
    this.seededAt = now;
    this.byUser.clear();
    for (const user of seedUsers) {
      const messages = (seedMessages[user.loginName] ?? []).map((seed, index) => {
        const userMessageId = user.id * 1000 + index + 1;
        return {
          userMessageId,
          messageId: 90000 + userMessageId,
          subject: seed.subject,
          content: seed.content,
          typeCode: seed.typeCode,
          createdAt: daysAgoAt(now, seed.daysAgo, seed.at),
          read: seed.read,
        };
      });
      this.byUser.set(
        user.id,
        messages.sort((a, b) => b.createdAt - a.createdAt),
      );
    }
  }

  unreadCount(userId: number): number {
    return this.of(userId).filter((message) => !message.read).length;
  }

  /** Newest first; `readFlag` 0/1 filters, `limit` caps. */
  list(userId: number, lang: LanguageCode, readFlag?: 0 | 1, limit?: number): UserMessageRow[] {
    return this.of(userId)
      .filter((message) => readFlag === undefined || Number(message.read) === readFlag)
      .slice(0, limit)
      .map((message) => ({
        userMessageId: message.userMessageId,
        messageId: message.messageId,
        subject: message.subject,
        content: message.content,
        creationDate: formatDateTime(message.createdAt),
        userMessageTypeCode: message.typeCode,
        userMessageTypeMeaning: MESSAGE_TYPE_MEANINGS[message.typeCode][lang],
        readFlag: message.read ? 1 : 0,
      }));
  }

  /** Marks the user's messages read: all of them, or those ids (others' ids are ignored). */
  markRead(userId: number, ids: number[] | 'all'): void {
    for (const message of this.of(userId)) {
      if (ids === 'all' || ids.includes(message.userMessageId)) message.read = true;
    }
  }

  /** Notices for a tenant (its own and the platform's), newest first. */
  notices(
    tenantId: number,
    lang: LanguageCode,
    limit?: number,
    receiverType?: string,
  ): NoticeRow[] {
    return seedNotices
      .filter((notice) => notice.tenantId === 0 || notice.tenantId === tenantId)
      .filter((notice) => !receiverType || notice.receiverTypeCode === receiverType)
      .map((notice) => ({ notice, at: daysAgoAt(this.seededAt, notice.daysAgo, notice.at) }))
      .sort((a, b) => b.at - a.at)
      .slice(0, limit)
      .map(({ notice, at }) => ({
        noticeId: notice.noticeId,
        title: notice.title[lang],
        publishedDate: formatDateTime(at),
        noticeTypeCode: notice.noticeTypeCode,
        noticeTypeMeaning: NOTICE_TYPE_MEANINGS[notice.noticeTypeCode][lang],
        receiverTypeCode: notice.receiverTypeCode,
        receiverTypeMeaning: RECEIVER_TYPE_MEANINGS[notice.receiverTypeCode][lang],
      }));
  }

  private of(userId: number): StoredMessage[] {
    return this.byUser.get(userId) ?? [];
  }
}
