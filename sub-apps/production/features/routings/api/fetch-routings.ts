/** `GET {mes}/v1/{organizationId}/routings`: a page of the organisation's routings. */
import type { RoutingDto, RoutingQuery } from '@polaris/core/services/production/orders-types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchRoutings = listEndpoint<RoutingDto, RoutingQuery>('mes', 'tenant', 'routings');
