/**
 * `POST {message}/v1/{organizationId}/messages/sender/web`: sends a template's message to users'
 * inboxes (their bells count it at once); answers the messages recorded, one per receiver.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { WebMessageSend, WebMessageSent } from '@polaris/core/services/message/types';

export function sendWebMessage(
  send: WebMessageSend,
  options?: CallOptions,
): Promise<WebMessageSent> {
  return request<WebMessageSent>(v1('message', 'tenant', 'messages/sender/web'), {
    method: 'POST',
    data: send,
    ...options,
  });
}
