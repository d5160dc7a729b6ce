/** `GET {message}/v1/{organizationId}/notices/user/{noticeId}`: a published notice with its body. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { NoticeDto } from '@polaris/core/services/message/types';

export function fetchPublishedNotice(noticeId: number, options?: CallOptions): Promise<NoticeDto> {
  return request<NoticeDto>(v1('message', 'tenant', `notices/user/${noticeId}`), {
    method: 'GET',
    ...options,
  });
}
