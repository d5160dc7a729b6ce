/**
 * `POST /wy/api/v1.0/PROP/repair-order`: a NEW order for one of the tenant's houses. Needs
 * `acme.property.repair.button.create`; a house of another tenant is not found.
 */
import type {
  RepairOrderCreate,
  RepairOrderDto,
} from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function createRepairOrder(order: RepairOrderCreate): Promise<RepairOrderDto> {
  return wyCall<RepairOrderDto>('PROP/repair-order', { method: 'POST', data: order });
}
