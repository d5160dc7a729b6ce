/**
 * `POST /wy/api/v1.0/PROP/repair-order/dispatch`: a NEW order to one of the tenant's workers
 * (`acme.property.repair.button.dispatch`); any other status, or a stale version, is refused.
 */
import type { RepairDispatch, RepairOrderDto } from '@polaris/core/services/property/service-types';
import { wyChange } from '@polaris/core/services/property/wy-change';

export function dispatchRepairOrder(dispatch: RepairDispatch): Promise<RepairOrderDto> {
  return wyChange<RepairOrderDto>('PROP/repair-order/dispatch', { method: 'POST', data: dispatch });
}
