/**
 * `POST {message}/v1[/{organizationId}]/notices/{noticeId}/publish|revoke` with
 * `{ objectVersionNumber }`: a draft or revoked notice is published (it reaches its users'
 * bells; a notification also as a message), a published one revoked. Answers it saved.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { NoticeDto, NoticeRef } from '@polaris/core/services/message/types';
import type { NoticeScope } from './fetch-notices';

export type NoticeAction = 'publish' | 'revoke';

export function postNoticeAction(
  scope: NoticeScope,
  action: NoticeAction,
  { noticeId, objectVersionNumber }: NoticeRef,
  options?: CallOptions,
): Promise<NoticeDto> {
  return request<NoticeDto>(v1('message', scope, `notices/${noticeId}/${action}`), {
    method: 'POST',
    data: { objectVersionNumber },
    ...options,
  });
}
