/** `GET {mes}/v1/{organizationId}/work-centres`: the organisation's work centres (all of them). */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { WorkCentreDto } from '@polaris/core/services/production/engineering-types';

export function fetchWorkCentres(options?: CallOptions): Promise<WorkCentreDto[]> {
  return request<WorkCentreDto[]>(v1('mes', 'tenant', 'work-centres'), {
    method: 'GET',
    ...options,
  });
}
