/** `GET {mes}/v1/{organizationId}/routings/{routingId}`: a routing with its operations in order. */
import type { RoutingDetailDto } from '@polaris/core/services/production/orders-types';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function fetchRouting(routingId: number, options?: CallOptions): Promise<RoutingDetailDto> {
  return request<RoutingDetailDto>(v1('mes', 'tenant', `routings/${routingId}`), options);
}
