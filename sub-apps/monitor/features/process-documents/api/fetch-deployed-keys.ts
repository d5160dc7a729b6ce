/**
 * `GET {workflow}/v1[/{organizationId}]/process/deployed-keys[?tenantId=]`: the processes an
 * organisation may start now (a DEPLOYED version), by key with their name; the site form names
 * the organisation.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { DeployedProcessDto } from '@polaris/core/services/workflow/definition-admin-types';

export function fetchDeployedKeys(
  tenantId: number | undefined,
  options?: CallOptions,
): Promise<DeployedProcessDto[]> {
  return request<DeployedProcessDto[]>(v1('workflow', 'auto', 'process/deployed-keys'), {
    params: tenantId === undefined ? undefined : { tenantId },
    ...options,
  });
}
