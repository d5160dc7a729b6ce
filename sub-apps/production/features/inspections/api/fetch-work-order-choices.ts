/**
 * `GET {mes}/v1/{organizationId}/work-orders`, read for the work order picker of a new
 * inspection (the Work Orders page reads the same list in its own feature).
 */
import type { WorkOrderDto, WorkOrderQuery } from '@polaris/core/services/production/orders-types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchWorkOrderChoices = listEndpoint<WorkOrderDto, WorkOrderQuery>(
  'mes',
  'tenant',
  'work-orders',
);
