/** The approval steps of one process instance. */
import { useQuery } from '@tanstack/react-query';
import { fetchApprovalHistory } from './get-approval-history';
import type { ApprovalRecordDto } from '@polaris/core/services/workflow/types';

export function useApprovalHistory(processInstanceId: string) {
  return useQuery({
    queryKey: ['workflow', 'approval-history', processInstanceId],
    queryFn: async (): Promise<ApprovalRecordDto[]> =>
      (await fetchApprovalHistory(processInstanceId)) ?? [],
  });
}
