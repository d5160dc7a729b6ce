/**
 * What an administrator can do to a notice, by its status (pure): a draft or a revoked notice is
 * edited and published, a published one revoked; each guarded by its button code. And how each
 * status shows.
 */
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import type { NoticeStatus } from '@polaris/core/services/message/types';

export type NoticeActionKey = 'edit' | 'publish' | 'revoke';

export const noticePermission = (key: NoticeActionKey) => `hmsg.notice.button.${key}`;

export function noticeActionKeys(status: NoticeStatus): NoticeActionKey[] {
  if (status === 'PUBLISHED') return ['revoke'];
  if (status === 'DRAFT' || status === 'REVOKED') return ['edit', 'publish'];
  return [];
}

const STATUS_TONES = { DRAFT: 'processing', PUBLISHED: 'success', REVOKED: 'default' } as const;

export const NOTICE_STATUSES = Object.keys(STATUS_TONES);

/** The status tag: its text and colour; another status has none (its code shows). */
export function noticeStatus(status: NoticeStatus): StatusView | undefined {
  return Object.prototype.hasOwnProperty.call(STATUS_TONES, status)
    ? view(`hmsg.notices.status.${status}`, STATUS_TONES[status as keyof typeof STATUS_TONES])
    : undefined;
}
