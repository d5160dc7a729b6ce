/**
 * `POST PROP/charge-standard`: a new charge standard of a project. A code the organisation
 * already has, or a role without `acme.property.standard.button.create`, fails.
 */
import type {
  ChargeStandardDto,
  ChargeStandardSave,
} from '@polaris/core/services/property/charging-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function createChargeStandard(standard: ChargeStandardSave): Promise<ChargeStandardDto> {
  return wyCall<ChargeStandardDto>('PROP/charge-standard', { method: 'POST', data: standard });
}
