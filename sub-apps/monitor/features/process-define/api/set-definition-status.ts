/**
 * `PUT {workflow}/v1[/{organizationId}]/process/definitions/{definitionId}/status`: suspends a
 * version (it starts no new instance; running ones go on) or activates it again.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ProcessDefinitionDto,
  ProcessDefinitionStatus,
} from '@polaris/core/services/workflow/process-types';

export function setDefinitionStatus(
  definitionId: number,
  status: ProcessDefinitionStatus,
  options?: CallOptions,
): Promise<ProcessDefinitionDto> {
  return request<ProcessDefinitionDto>(
    v1('workflow', 'auto', `process/definitions/${definitionId}/status`),
    { method: 'PUT', data: { status }, ...options },
  );
}
