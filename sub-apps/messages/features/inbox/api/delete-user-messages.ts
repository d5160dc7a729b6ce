/**
 * `DELETE {message}/v1/{organizationId}/messages/user` with the ids as a JSON array: the user's
 * messages are gone (others' ids are ignored); answers the new unread count.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { UnreadCountDto } from '@polaris/core/services/message/types';

export function deleteUserMessages(
  userMessageIds: number[],
  options?: CallOptions,
): Promise<UnreadCountDto> {
  return request<UnreadCountDto>(v1('message', 'tenant', 'messages/user'), {
    method: 'DELETE',
    data: userMessageIds,
    ...options,
  });
}
