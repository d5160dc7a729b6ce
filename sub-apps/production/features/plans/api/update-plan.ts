/**
 * `PUT {mes}/v1/{organizationId}/plans`: changes a DRAFT plan (id and the version read). A stale
 * version fails with `error.data_changed`; a released plan cannot change.
 */
import type { PlanSave, ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function updatePlan(plan: PlanSave, options?: CallOptions): Promise<ProductionPlanDto> {
  return request<ProductionPlanDto>(v1('mes', 'tenant', 'plans'), {
    method: 'PUT',
    data: plan,
    ...options,
  });
}
