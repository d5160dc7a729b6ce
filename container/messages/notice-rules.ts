/**
 * The bell's state rules (spec section 3 "notices, announces, count" of the global state; section
 * 4 "Clearing notices of a type removes them and updates the count"), pure. A notice has a type:
 * `message` (one of the user's 5 most recent messages) or `notice` (a published system
 * notification); announcements are kept apart (`announces`).
 */
import type {
  MessageCountPush,
  NoticePreviewDto,
  UserMessageDto,
} from '@polaris/core/services/message/types';
import { readStatus } from '@polaris/core/kit/status/row-status';

export type BellNotice =
  | (UserMessageDto & { type: 'message' })
  | (NoticePreviewDto & { type: 'notice' });

export type BellNoticeType = BellNotice['type'];

export interface NoticeState {
  notices: BellNotice[];
  announces: NoticePreviewDto[];
  /** Unread messages (the gateway's count, pushed live). */
  count: number;
}

export const initialNoticeState: NoticeState = { notices: [], announces: [], count: 0 };

/** The count a push carries, if it is for the user's current tenant; else undefined. */
export function countFromPush(
  push: MessageCountPush,
  tenantId: number | undefined,
): number | undefined {
  return tenantId === undefined || push.tenantId === tenantId ? push.number : undefined;
}

/** What the bell shows on its badge: nothing for none, 99+ above 99. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

export function isUnread(notice: BellNotice): boolean {
  return notice.type === 'message' && readStatus(notice.readFlag).textKey.endsWith('.unread');
}

/** The bell's list after messages were marked read (all of them, or those ids). */
export function withRead(notices: BellNotice[], ids: number[] | 'all'): BellNotice[] {
  return notices.map((notice) =>
    notice.type === 'message' && (ids === 'all' || ids.includes(notice.userMessageId))
      ? { ...notice, readFlag: 1 }
      : notice,
  );
}

/** The bell's list without the notices of `type`. */
export function withoutType(notices: BellNotice[], type: BellNoticeType): BellNotice[] {
  return notices.filter((notice) => notice.type !== type);
}

/** The bell's list from the answers: recent messages first (newest first), then notifications. */
export function bellNotices(
  messages: UserMessageDto[],
  notifications: NoticePreviewDto[],
): BellNotice[] {
  return [
    ...messages.map((message) => ({ ...message, type: 'message' as const })),
    ...notifications.map((notice) => ({ ...notice, type: 'notice' as const })),
  ];
}
