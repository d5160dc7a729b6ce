/**
 * `POST /wy/api/v1.0/PROP/repair-order/close`: a DISPATCHED order closed with what was done and
 * its photos (`acme.property.repair.button.close`). The gateway refuses it unless the attachment
 * holds at least one image the tenant uploaded.
 */
import type { RepairClose, RepairOrderDto } from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function closeRepairOrder(close: RepairClose): Promise<RepairOrderDto> {
  return wyCall<RepairOrderDto>('PROP/repair-order/close', { method: 'POST', data: close });
}
