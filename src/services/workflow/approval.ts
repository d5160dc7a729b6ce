/** Workflow calls (`/hwfl`): process instances of the organisation and their approval history. */
import { request } from '../../request/client';
import type { Page } from '../../request/paging';
import { v1, type CallOptions } from '../shared';
import type { ApprovalRecordDto, ProcessInstanceDto, ProcessInstanceQuery } from './types';

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

/** `GET /hwfl/v1/{tenantId}/process/instance`: a page of process instances, newest first. */
export function fetchProcessInstances(
  query: ProcessInstanceQuery = {},
  options?: CallOptions,
): Promise<Page<ProcessInstanceDto>> {
  return request<Page<ProcessInstanceDto>>(v1('workflow', 'tenant', 'process/instance'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
