/**
 * The message centre (spec section 7, `/v1/{organizationId}/...` rows, under the message
 * service). Polled counts are background calls: pass `{ silent: true }` for those.
 */
import { request } from '../../request/client';
import { gateway, type CallOptions } from '../shared';
import type { NoticePreviewDto, ReadFlagTarget, UnreadCountDto, UserMessageDto } from './types';

/** Spec section 9: the recent-messages list holds 5. */
export const RECENT_MESSAGE_COUNT = 5;

const url = (path: string) => `${gateway().message}/v1/{organizationId}/${path}`;

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

/** Call table: `GET /v1/{organizationId}/notices/user/preview` with query previewCount. */
export function fetchNoticePreview(
  query: { previewCount?: number; [key: string]: unknown } = {},
  options?: CallOptions,
): Promise<NoticePreviewDto[]> {
  return request<NoticePreviewDto[]>(url('notices/user/preview'), {
    method: 'GET',
    params: query,
    ...options,
  });
}

/** hzero-api.md: `GET /hmsg/v1/{tid}/messages/user/preview?previewMessageCount=&readFlag=0`. */
export function fetchMessagePreview(
  query: { previewMessageCount?: number; readFlag?: number } = {},
  options?: CallOptions,
): Promise<UserMessageDto[]> {
  return request<UserMessageDto[]>(url('messages/user/preview'), {
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
 * `userMessageIds` (mark read).
 */
export function markMessagesRead(target: ReadFlagTarget, options?: CallOptions): Promise<void> {
  const params =
    'readAll' in target ? { readAll: 1 } : { userMessageIds: target.userMessageIds.join(',') };
  return request<void>(url('messages/user/read-flag'), { method: 'POST', params, ...options });
}

/** Call table: `GET /v1/{organizationId}/messages/user/clear` (clear messages). */
export function clearMessages(options?: CallOptions): Promise<void> {
  return request<void>(url('messages/user/clear'), { method: 'GET', ...options });
}

/** Call table: `GET /v1/{organizationId}/messageCenter/userMessage/count`, a number. */
export async function fetchUserMessageCount(options?: CallOptions): Promise<number> {
  const count = await request<number | string | null>(url('messageCenter/userMessage/count'), {
    method: 'GET',
    ...options,
  });
  const n = Number(count);
  return Number.isFinite(n) ? n : 0;
}
