/**
 * `POST {mes}/v1/{organizationId}/plans`: a new DRAFT plan, with a Gantt chart of its own. A code
 * the organisation already has, or a role without `globex.production.plan.button.create`, fails.
 */
import type { PlanSave, ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function createPlan(plan: PlanSave, options?: CallOptions): Promise<ProductionPlanDto> {
  return request<ProductionPlanDto>(v1('mes', 'tenant', 'plans'), {
    method: 'POST',
    data: plan,
    ...options,
  });
}
