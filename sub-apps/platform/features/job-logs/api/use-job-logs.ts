/** The run logs of the organisation's jobs, newest first, through react-query. */
import { usePagedList } from '@polaris/core/query/use-paged-list';
import type { JobLogQuery } from '@polaris/core/services/scheduler/types';
import { fetchJobLogs } from './fetch-job-logs';

export function useJobLogList(initialFilters: JobLogQuery) {
  return usePagedList({
    key: ['hsdr', 'job-logs'],
    fetch: (query: JobLogQuery) => fetchJobLogs(query),
    initialFilters,
  });
}
