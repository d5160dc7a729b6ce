/** `GET {mes}/v1/{organizationId}/work-orders`: a page of the organisation's work orders. */
import type { WorkOrderDto, WorkOrderQuery } from '@polaris/core/services/production/orders-types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchWorkOrders = listEndpoint<WorkOrderDto, WorkOrderQuery>(
  'mes',
  'tenant',
  'work-orders',
);
