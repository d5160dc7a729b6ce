/**
 * `{message}/v1/{organizationId}/sms/servers`: the organisation's SMS accounts (a site-level
 * role's: the platform's). GET a page; POST creates, PUT changes (with `serverId` and version),
 * DELETE removes. The access key's secret is written only (`accessKeySecret`; blank keeps it).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import { recordEndpoint } from '@polaris/core/services/record-endpoint';
import type {
  SmsServerDto,
  SmsServerQuery,
  SmsServerSave,
} from '@polaris/core/services/message/account-types';

const PATH = 'sms/servers';
export const fetchSmsServers = listEndpoint<SmsServerDto, SmsServerQuery>(
  'message',
  'tenant',
  PATH,
);
export const smsServers = recordEndpoint<SmsServerDto, SmsServerSave>(
  'message',
  'tenant',
  PATH,
  'serverId',
);
