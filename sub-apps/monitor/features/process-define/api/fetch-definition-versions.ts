/**
 * `GET {workflow}/v1[/{organizationId}]/process/definitions/{definitionId}/versions`: every version
 * of that version's process, newest first, each with its graph.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ProcessDefinitionDto } from '@polaris/core/services/workflow/process-types';

export function fetchDefinitionVersions(
  definitionId: number,
  options?: CallOptions,
): Promise<ProcessDefinitionDto[]> {
  return request<ProcessDefinitionDto[]>(
    v1('workflow', 'auto', `process/definitions/${definitionId}/versions`),
    options,
  );
}
