/**
 * `POST /wy/api/v1.0/PROP/repair-order/dispatch`: a NEW order to one of the tenant's workers
 * (`acme.property.repair.button.dispatch`); any other status, or a stale version, is refused.
 */
import type { RepairDispatch, RepairOrderDto } from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function dispatchRepairOrder(dispatch: RepairDispatch): Promise<RepairOrderDto> {
  return wyCall<RepairOrderDto>('PROP/repair-order/dispatch', { method: 'POST', data: dispatch });
}
