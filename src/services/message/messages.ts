/**
 * The message centre calls the shell's bell and the message sub-app share (spec section 7, the
 * `/v1/{organizationId}/...` rows, under the message service).
 */
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type {
  NoticePreviewDto,
  ReadFlagTarget,
  ReceiverTypeCode,
  UnreadCountDto,
  UserMessageDto,
} from './types';

/** Spec section 9: the recent-messages list holds 5. */
export const RECENT_MESSAGE_COUNT = 5;

const url = (path: string) => v1('message', 'tenant', path);

/** Call table: `GET /v1/{organizationId}/messageCenter/userMessage/recent` with query count=5. */
export function fetchRecentMessages(
  count: number = RECENT_MESSAGE_COUNT,
  options?: CallOptions,
): Promise<UserMessageDto[]> {
  return request<UserMessageDto[]>(url('messageCenter/userMessage/recent'), {
    method: 'GET',
    params: { count },
    ...options,
  });
}

/** Call table: `GET /v1/{organizationId}/notices/user/preview`: published notices, newest first. */
export function fetchNoticePreview(
  query: { previewCount?: number; receiverTypeCode?: ReceiverTypeCode } = {},
  options?: CallOptions,
): Promise<NoticePreviewDto[]> {
  return request<NoticePreviewDto[]>(url('notices/user/preview'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}

/** Call table: `GET /v1/{organizationId}/messages/user/count` (message count). */
export function fetchUnreadMessageCount(options?: CallOptions): Promise<UnreadCountDto> {
  return request<UnreadCountDto>(url('messages/user/count'), { method: 'GET', ...options });
}

/**
 * Call table: `POST /v1/{organizationId}/messages/user/read-flag` with query `readAll=1` or
 * `userMessageIds` (mark read); answers the new unread count.
 */
export function markMessagesRead(
  target: ReadFlagTarget,
  options?: CallOptions,
): Promise<UnreadCountDto> {
  const params =
    'readAll' in target ? { readAll: 1 } : { userMessageIds: target.userMessageIds.join(',') };
  return request<UnreadCountDto>(url('messages/user/read-flag'), {
    method: 'POST',
    params,
    ...options,
  });
}

/**
 * Call table: `GET /v1/{organizationId}/messages/user/clear` (clear messages: all read), or only
 * those of a type; answers the new unread count.
 */
export function clearMessages(
  userMessageTypeCode?: string,
  options?: CallOptions,
): Promise<UnreadCountDto> {
  return request<UnreadCountDto>(url('messages/user/clear'), {
    method: 'GET',
    params: { userMessageTypeCode },
    ...options,
  });
}

/** `POST /v1/{organizationId}/notices/user/clear`: the bell no longer shows those notices. */
export async function clearNoticePreview(
  receiverTypeCode?: ReceiverTypeCode,
  options?: CallOptions,
): Promise<void> {
  await request<unknown>(url('notices/user/clear'), {
    method: 'POST',
    params: { receiverTypeCode },
    ...options,
  });
}
