/**
 * `POST {message}/v1[/{organizationId}]/notices` creates a draft; `PUT` with the id and version
 * changes a draft or a revoked notice (a published one must be revoked first). Answers it saved.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { NoticeDto, NoticeSave } from '@polaris/core/services/message/types';
import type { NoticeScope } from './fetch-notices';

export function saveNotice(
  scope: NoticeScope,
  notice: NoticeSave,
  options?: CallOptions,
): Promise<NoticeDto> {
  return request<NoticeDto>(v1('message', scope, 'notices'), {
    method: notice.noticeId === undefined ? 'POST' : 'PUT',
    data: notice,
    ...options,
  });
}
