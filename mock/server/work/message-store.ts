// Station messages per user (read flags change, messages arrive and are deleted). Creation times
// of the seed are fixed at (re)seed time, relative to the gateway clock. Every change to a user's
// unread count is told to the listeners (the message socket pushes it to that user's sessions).
import { MESSAGE_TYPE_MEANINGS, seedMessages, type UserMessageTypeCode } from '../../data/messages';
import { seedUsers } from '../../data/users';
import type { Clock } from '../clock';
import type { LanguageCode } from '../types';
import { daysAgoAt, formatDateTime } from './dates';
import type { UserMessageRow } from './wire';

interface StoredMessage {
  userMessageId: number;
  messageId: number;
  subject: string;
  content: string;
  typeCode: UserMessageTypeCode;
  createdAt: number;
  read: boolean;
}

export interface NewMessage {
  subject: string;
  content: string;
  typeCode: UserMessageTypeCode;
}

export interface MessageFilter {
  readFlag?: 0 | 1;
  typeCode?: string;
  subject?: string;
}

export type UnreadListener = (userId: number) => void;

export class MessageStore {
  private byUser = new Map<number, StoredMessage[]>();
  private nextId = 1;
  private readonly listeners = new Set<UnreadListener>();

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    const now = this.clock.now();
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
    this.nextId = 500_000;
    for (const user of seedUsers) this.changed(user.id);
  }

  /** Tells `listener` the id of every user whose unread count may have changed; undo with the result. */
  onUnreadChange(listener: UnreadListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  unreadCount(userId: number): number {
    return this.of(userId).filter((message) => !message.read).length;
  }

  /** Newest first; the filter narrows, `limit` caps. */
  list(userId: number, lang: LanguageCode, filter: MessageFilter = {}, limit?: number) {
    const subject = filter.subject?.trim().toLowerCase();
    return this.of(userId)
      .filter(
        (message) => filter.readFlag === undefined || Number(message.read) === filter.readFlag,
      )
      .filter((message) => !filter.typeCode || message.typeCode === filter.typeCode)
      .filter((message) => !subject || message.subject.toLowerCase().includes(subject))
      .slice(0, limit)
      .map((message) => this.row(message, lang));
  }

  detail(userId: number, userMessageId: number, lang: LanguageCode): UserMessageRow | undefined {
    const message = this.of(userId).find((one) => one.userMessageId === userMessageId);
    return message && this.row(message, lang);
  }

  /** A new unread message for the user, now; it comes first. */
  create(userId: number, message: NewMessage): number {
    const userMessageId = this.nextId++;
    this.byUser.set(userId, [
      {
        userMessageId,
        messageId: 90000 + userMessageId,
        ...message,
        createdAt: this.clock.now(),
        read: false,
      },
      ...this.of(userId),
    ]);
    this.changed(userId);
    return userMessageId;
  }

  /** Marks the user's messages read: all (of a type), or those ids (others' ids are ignored). */
  markRead(userId: number, ids: number[] | 'all', typeCode?: string): void {
    for (const message of this.of(userId)) {
      const chosen =
        ids === 'all'
          ? !typeCode || message.typeCode === typeCode
          : ids.includes(message.userMessageId);
      if (chosen) message.read = true;
    }
    this.changed(userId);
  }

  /** Deletes the user's messages with those ids (others' ids are ignored). */
  delete(userId: number, ids: number[]): void {
    this.byUser.set(
      userId,
      this.of(userId).filter((message) => !ids.includes(message.userMessageId)),
    );
    this.changed(userId);
  }

  private row(message: StoredMessage, lang: LanguageCode): UserMessageRow {
    return {
      userMessageId: message.userMessageId,
      messageId: message.messageId,
      subject: message.subject,
      content: message.content,
      creationDate: formatDateTime(message.createdAt),
      userMessageTypeCode: message.typeCode,
      userMessageTypeMeaning: MESSAGE_TYPE_MEANINGS[message.typeCode][lang],
      readFlag: message.read ? 1 : 0,
    };
  }

  private changed(userId: number): void {
    this.listeners.forEach((listener) => listener(userId));
  }

  private of(userId: number): StoredMessage[] {
    return this.byUser.get(userId) ?? [];
  }
}
