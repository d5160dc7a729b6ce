/**
 * What an administrator can do to a notice, by its status (pure): a draft or a revoked notice is
 * edited and published, a published one revoked; each guarded by its button code.
 */
import type { NoticeStatus } from '@polaris/core/services/message/types';

export type NoticeActionKey = 'edit' | 'publish' | 'revoke';

export const ALL_NOTICE_ACTIONS: readonly NoticeActionKey[] = ['edit', 'publish', 'revoke'];

export const noticePermission = (key: NoticeActionKey) => `hmsg.notice.button.${key}`;

export function noticeActionKeys(status: NoticeStatus): NoticeActionKey[] {
  if (status === 'PUBLISHED') return ['revoke'];
  if (status === 'DRAFT' || status === 'REVOKED') return ['edit', 'publish'];
  return [];
}

/** The status tag's colour. */
export function noticeStatusColor(status: NoticeStatus): string {
  if (status === 'PUBLISHED') return 'success';
  if (status === 'REVOKED') return 'default';
  return 'processing';
}
