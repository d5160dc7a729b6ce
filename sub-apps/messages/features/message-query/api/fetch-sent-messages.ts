/**
 * `GET {message}/v1/messages` (site form): a page of the messages the service sent, newest first:
 * to whom, through which channel, with their delivery status.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { SentMessageDto, SentMessageQuery } from '@polaris/core/services/message/types';

export const fetchSentMessages = listEndpoint<SentMessageDto, SentMessageQuery>(
  'message',
  'site',
  'messages',
);
