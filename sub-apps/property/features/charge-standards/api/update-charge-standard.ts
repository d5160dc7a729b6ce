/**
 * `PUT PROP/charge-standard`: changes a standard (its id and the version read). A stale version
 * fails (someone saved it meanwhile).
 */
import type {
  ChargeStandardDto,
  ChargeStandardSave,
} from '@polaris/core/services/property/charging-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function updateChargeStandard(standard: ChargeStandardSave): Promise<ChargeStandardDto> {
  return wyCall<ChargeStandardDto>('PROP/charge-standard', { method: 'PUT', data: standard });
}
