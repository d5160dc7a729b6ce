/** The organisation's process instances, paged, through react-query. */
import { usePagedList } from '@polaris/core/query/use-paged-list';
import { fetchProcessInstances } from '@polaris/core/services/workflow/approval';
import type {
  ProcessInstanceDto,
  ProcessInstanceQuery,
} from '@polaris/core/services/workflow/types';

export function useProcessInstanceList() {
  return usePagedList<ProcessInstanceDto, ProcessInstanceQuery>({
    key: ['hwfl', 'process-instances'],
    fetch: (query) => fetchProcessInstances(query),
  });
}
