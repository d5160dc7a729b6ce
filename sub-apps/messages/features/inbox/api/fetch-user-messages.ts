/** `GET {message}/v1/{organizationId}/messages/user`: a page of the user's messages, newest first. */
import type { Page, PageQuery } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { UserMessageDto, UserMessageQuery } from '@polaris/core/services/message/types';

export function fetchUserMessages(
  query: UserMessageQuery & Partial<PageQuery> = {},
  options?: CallOptions,
): Promise<Page<UserMessageDto>> {
  return request<Page<UserMessageDto>>(v1('message', 'tenant', 'messages/user'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
