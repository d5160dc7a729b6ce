/** `GET {message}/v1/{organizationId}/messages/user`: a page of the user's messages, newest first. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { UserMessageDto, UserMessageQuery } from '@polaris/core/services/message/types';

export const fetchUserMessages = listEndpoint<UserMessageDto, UserMessageQuery>(
  'message',
  'tenant',
  'messages/user',
);
