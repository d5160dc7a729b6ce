/**
 * `GET {monitor}/v1/[{orgId}/]audit-op-logs`: the write calls the gateway recorded (who, when,
 * which API, tenant, result, time taken), newest first. `auto` is the site page (every tenant's
 * for a site-level role, the organisation's otherwise), `tenant` the organisation page.
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  AuditOpLogDto,
  AuditOpLogQuery,
} from '@polaris/core/services/monitor/operation-types';

export type OperationScope = 'auto' | 'tenant';

export const fetchAuditOpLogs: Record<
  OperationScope,
  ListEndpoint<AuditOpLogDto, AuditOpLogQuery>
> = {
  auto: listEndpoint('monitor', 'auto', 'audit-op-logs'),
  tenant: listEndpoint('monitor', 'tenant', 'audit-op-logs'),
};
