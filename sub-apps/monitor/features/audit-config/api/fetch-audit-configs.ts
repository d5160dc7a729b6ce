/** `GET {monitor}/v1/audit-data-configs`: the audited entities, each enabled or not. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  AuditDataConfigDto,
  AuditDataConfigQuery,
} from '@polaris/core/services/monitor/operation-types';

export const fetchAuditConfigs = listEndpoint<AuditDataConfigDto, AuditDataConfigQuery>(
  'monitor',
  'site',
  'audit-data-configs',
);
