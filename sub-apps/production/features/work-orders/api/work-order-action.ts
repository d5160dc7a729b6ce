/**
 * `POST {mes}/v1/{organizationId}/work-orders/{action}` with `{ workOrderId, objectVersionNumber }`:
 * one step of the status flow (release, start, complete, close; work-order-flow.ts). Answers the
 * work order as saved. A step its status does not allow (`error.work_order.status_invalid`), a
 * stale version (`error.data_changed`) or a role without the action's button code (403) fails.
 */
import type {
  WorkOrderAction,
  WorkOrderDto,
  WorkOrderRef,
} from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function postWorkOrderAction(
  action: WorkOrderAction,
  { workOrderId, objectVersionNumber }: WorkOrderRef,
  options?: CallOptions,
): Promise<WorkOrderDto> {
  return request<WorkOrderDto>(v1('mes', 'tenant', `work-orders/${action}`), {
    method: 'POST',
    data: { workOrderId, objectVersionNumber },
    ...options,
  });
}
