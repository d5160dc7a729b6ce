/**
 * The Audit Data page's server data through react-query: the paged versions the search finds,
 * every version of one record (for the diff), a record's audit log, and its page's route.
 */
import { usePagedList } from '@polaris/core/query/use-paged-list';
import { useIntl } from '@polaris/core/i18n/useIntl';
import {
  fetchAuditDatas,
  fetchAuditLogDetail,
  fetchAuditPageRoute,
} from '@polaris/core/services/monitor/audit';
import type { AuditDataDto, AuditDataQuery } from '@polaris/core/services/monitor/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The record a row belongs to. */
export interface RecordRef {
  entityCode: string;
  entityId: number;
}

/** Every version of a record fits one page: records have tens of versions, not thousands. */
const ALL_VERSIONS = 1000;

export function useAuditDataList(scope: TenantScope) {
  return usePagedList<AuditDataDto, AuditDataQuery>({
    key: ['hmnt', 'audit-datas', scope],
    fetch: (query) => fetchAuditDatas(query, scope),
  });
}

export function useRecordVersions(record: RecordRef, scope: TenantScope) {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['hmnt', 'audit-datas', scope, 'record', record, language],
    queryFn: async () =>
      (await fetchAuditDatas({ ...record, page: 0, size: ALL_VERSIONS }, scope)).content,
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
