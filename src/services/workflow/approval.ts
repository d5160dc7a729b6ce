/**
 * Workflow calls (`/hwfl`) the kit's approval timeline makes: a process instance's approval
 * history. (The Approval History page's instance list is in its feature's `api/`.)
 */
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type { ApprovalRecordDto } from './types';

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
