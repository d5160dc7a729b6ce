/**
 * `GET {workflow}/v1[/{organizationId}]/process/monitor/instances/{id}/diagram`: the graph of the
 * version the instance runs on, with the step it waits at.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { InstanceDiagramDto } from '@polaris/core/services/workflow/monitor-types';

export function fetchInstanceDiagram(
  processInstanceId: number,
  options?: CallOptions,
): Promise<InstanceDiagramDto> {
  return request<InstanceDiagramDto>(
    v1('workflow', 'auto', `process/monitor/instances/${processInstanceId}/diagram`),
    options,
  );
}
