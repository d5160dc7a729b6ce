/**
 * `POST {mes}/v1/{organizationId}/plans/release` with `{ planId, objectVersionNumber }`: DRAFT →
 * RELEASED. Answers the plan as saved (new version).
 */
import type { PlanRef, ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function releasePlan(
  { planId, objectVersionNumber }: PlanRef,
  options?: CallOptions,
): Promise<ProductionPlanDto> {
  return request<ProductionPlanDto>(v1('mes', 'tenant', 'plans/release'), {
    method: 'POST',
    data: { planId, objectVersionNumber },
    ...options,
  });
}
