/** `GET /wy/api/v1.0/PROP/repair-order`: a page of the tenant's repair orders. */
import type {
  RepairOrderDto,
  RepairOrderQuery,
} from '@polaris/core/services/property/service-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchRepairOrders = wyListEndpoint<RepairOrderDto, RepairOrderQuery>(
  'PROP/repair-order',
);
