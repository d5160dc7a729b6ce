/**
 * `{message}/v1/{organizationId}/template-servers`: the organisation's send configurations (a
 * site-level role's: the platform's). GET a page; POST creates, PUT changes (with `tempServerId`
 * and version), DELETE removes.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import { recordEndpoint } from '@polaris/core/services/record-endpoint';
import type {
  SendConfigDto,
  SendConfigQuery,
  SendConfigSave,
} from '@polaris/core/services/message/account-types';

const PATH = 'template-servers';
export const fetchSendConfigs = listEndpoint<SendConfigDto, SendConfigQuery>(
  'message',
  'tenant',
  PATH,
);
export const sendConfigs = recordEndpoint<SendConfigDto, SendConfigSave>(
  'message',
  'tenant',
  PATH,
  'tempServerId',
);
