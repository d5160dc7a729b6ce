/** `GET {message}/v1/{organizationId}/messages/user/{userMessageId}`: one message with its body. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { UserMessageDto } from '@polaris/core/services/message/types';

export function fetchUserMessage(
  userMessageId: number,
  options?: CallOptions,
): Promise<UserMessageDto> {
  return request<UserMessageDto>(v1('message', 'tenant', `messages/user/${userMessageId}`), {
    method: 'GET',
    ...options,
  });
}
