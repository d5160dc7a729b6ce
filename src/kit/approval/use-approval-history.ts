/** The approval steps of one process instance, through react-query. */
import { useQuery } from '@tanstack/react-query';
import { fetchApprovalHistory } from '../../services/workflow/approval';
import type { ApprovalRecordDto } from '../../services/workflow/types';

export function useApprovalHistory(processInstanceId: string) {
  return useQuery({
    queryKey: ['workflow', 'approval-history', processInstanceId],
    queryFn: async (): Promise<ApprovalRecordDto[]> =>
      (await fetchApprovalHistory(processInstanceId)) ?? [],
  });
}
