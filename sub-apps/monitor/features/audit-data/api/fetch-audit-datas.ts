/**
 * `GET {monitor}/v1/[{orgId}/]audit-datas`: audited versions, newest first; filters the entity,
 * the record, the change type and the change date range. One list per path form: `auto` (the
 * site page: nothing for a site-level role, the organisation otherwise), `tenant` (the
 * organisation page) and `site`.
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import type { TenantScope } from '@polaris/core/services/shared';

/** `audit-datas` filters: the entity, the change type and the change date range. */
export interface AuditDataQuery {
  entityCode?: string;
  entityId?: number | string;
  auditType?: string;
  /** Changed from (inclusive), `YYYY-MM-DD HH:mm:ss` or a bare date (from its 00:00:00). */
  lastUpdateDateFrom?: string;
  /** Changed until (inclusive), `YYYY-MM-DD HH:mm:ss` or a bare date (until its 23:59:59). */
  lastUpdateDateTo?: string;
}

const at = (scope: TenantScope) =>
  listEndpoint<AuditDataDto, AuditDataQuery>('monitor', scope, 'audit-datas');

export const fetchAuditDatas: Record<TenantScope, ListEndpoint<AuditDataDto, AuditDataQuery>> = {
  auto: at('auto'),
  tenant: at('tenant'),
  site: at('site'),
};
