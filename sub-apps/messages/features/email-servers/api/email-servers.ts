/**
 * `{message}/v1/{organizationId}/email/servers`: the organisation's email accounts (a site-level
 * role's: the platform's). GET a page; POST creates, PUT changes (with `serverId` and version),
 * DELETE removes. The password is written only (`passwordEncrypted`; blank keeps it).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import { recordEndpoint } from '@polaris/core/services/record-endpoint';
import type {
  EmailServerDto,
  EmailServerQuery,
  EmailServerSave,
} from '@polaris/core/services/message/account-types';

const PATH = 'email/servers';
export const fetchEmailServers = listEndpoint<EmailServerDto, EmailServerQuery>(
  'message',
  'tenant',
  PATH,
);
export const emailServers = recordEndpoint<EmailServerDto, EmailServerSave>(
  'message',
  'tenant',
  PATH,
  'serverId',
);
