/**
 * The Audit Data page's server data besides its list (audit-data-resource.tsx) through
 * react-query: every version of one record (for the diff), a record's audit log, and its page's
 * route.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fetchAuditPageRoute } from '@polaris/core/services/monitor/audit';
import type { TenantScope } from '@polaris/core/services/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAuditDatas } from './fetch-audit-datas';
import { fetchAuditLogDetail } from './fetch-audit-log-detail';

/** The record a row belongs to. */
export interface RecordRef {
  entityCode: string;
  entityId: number;
}

/** Every version of a record fits one page: records have tens of versions, not thousands. */
const ALL_VERSIONS = 1000;

/** What the list of a scope is in the query cache (a record's versions are kept under it). */
export const auditDatasKey = (scope: TenantScope) => ['hmnt', 'audit-datas', scope] as const;

export function useRecordVersions(record: RecordRef, scope: TenantScope) {
  const { language } = useIntl();
  return useQuery({
    queryKey: [...auditDatasKey(scope), 'record', record, language],
    queryFn: async () =>
      (await fetchAuditDatas[scope]({ ...record, page: 0, size: ALL_VERSIONS })).content,
  });
}

export function useAuditLog(record: RecordRef) {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['hmnt', 'audit-log', record, language],
    queryFn: async () =>
      (await fetchAuditLogDetail({ ...record, page: 0, size: ALL_VERSIONS })).content,
  });
}

/** Asks where a record's page is (answers are kept for the page's life). */
export function usePageRouteLookup() {
  const client = useQueryClient();
  return (entityCode: string) =>
    client.fetchQuery({
      queryKey: ['hmnt', 'page-route', entityCode],
      queryFn: () => fetchAuditPageRoute({ entityCode }),
      staleTime: Infinity,
    });
}
