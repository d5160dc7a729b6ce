import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ApprovalRecordDto } from '@polaris/core/services/workflow/types';

/** `GET /hwfl/v1/{tenantId}/process/instance/{processInstanceId}/approve-history`. */
export function fetchApprovalHistory(
  processInstanceId: number | string,
  options?: CallOptions,
): Promise<ApprovalRecordDto[]> {
  const path = `process/instance/${encodeURIComponent(String(processInstanceId))}/approve-history`;
  return request<ApprovalRecordDto[]>(v1('workflow', 'tenant', path), {
    method: 'GET',
    ...options,
  });
}
