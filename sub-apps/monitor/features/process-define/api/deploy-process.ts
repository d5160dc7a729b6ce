/**
 * `POST {workflow}/v1[/{organizationId}]/process/definitions`: deploys the graph sent as the next
 * version of its key (DEPLOYED); the site form names the organisation (`tenantId`). The gateway
 * checks the graph and names what is wrong.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ProcessDeploy } from '@polaris/core/services/workflow/definition-admin-types';
import type { ProcessDefinitionDto } from '@polaris/core/services/workflow/process-types';

export function deployProcess(
  definition: ProcessDeploy,
  options?: CallOptions,
): Promise<ProcessDefinitionDto> {
  return request<ProcessDefinitionDto>(v1('workflow', 'auto', 'process/definitions'), {
    method: 'POST',
    data: definition,
    ...options,
  });
}
