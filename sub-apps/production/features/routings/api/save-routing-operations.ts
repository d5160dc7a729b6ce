/**
 * `PUT {mes}/v1/{organizationId}/routings/{routingId}/operations`: the whole list of operations
 * in its new order, in one call. The gateway numbers them 10, 20, … and refuses a duplicate
 * operation code, a time that is not a whole number of minutes (run at least 1), a stale version
 * (`error.data_changed`) or a role without `globex.production.routing.button.edit` (403).
 */
import type {
  RoutingDetailDto,
  RoutingOperationsSave,
} from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function saveRoutingOperations(
  routingId: number,
  save: RoutingOperationsSave,
  options?: CallOptions,
): Promise<RoutingDetailDto> {
  return request<RoutingDetailDto>(v1('mes', 'tenant', `routings/${routingId}/operations`), {
    method: 'PUT',
    data: save,
    ...options,
  });
}
