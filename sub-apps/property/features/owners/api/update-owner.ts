/** `PUT PROP/owner`: changes an owner (its id and the version read; a stale one is refused). */
import type { OwnerDto, OwnerSave } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function updateOwner(owner: OwnerSave): Promise<OwnerDto> {
  return wyCall<OwnerDto>('PROP/owner', { method: 'PUT', data: owner });
}
