/**
 * `POST {mes}/v1/{organizationId}/work-orders`: a new CREATED work order of a plan, numbered by
 * the gateway, its task added to the plan's Gantt chart. Planned dates outside the plan's, or a
 * role without `globex.production.work-order.button.create`, fail.
 */
import type { WorkOrderCreate, WorkOrderDto } from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function createWorkOrder(
  order: WorkOrderCreate,
  options?: CallOptions,
): Promise<WorkOrderDto> {
  return request<WorkOrderDto>(v1('mes', 'tenant', 'work-orders'), {
    method: 'POST',
    data: order,
    ...options,
  });
}
