/**
 * `POST PROP/owner`: a new owner. A bad field (name, phone, email) or a role without
 * `acme.property.owner.button.create` is refused with the gateway's message.
 */
import type { OwnerDto, OwnerSave } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function createOwner(owner: OwnerSave): Promise<OwnerDto> {
  return wyCall<OwnerDto>('PROP/owner', { method: 'POST', data: owner });
}
