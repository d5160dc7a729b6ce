/**
 * `DELETE PROP/house/{houseId}?objectVersionNumber=`: removes a house no owner holds; only a role
 * with `acme.property.house.button.delete` may.
 */
import type { HouseDto } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function deleteHouse({
  houseId,
  objectVersionNumber,
}: Pick<HouseDto, 'houseId' | 'objectVersionNumber'>): Promise<null> {
  return wyCall<null>(`PROP/house/${encodeURIComponent(houseId)}`, {
    method: 'DELETE',
    params: { objectVersionNumber },
  });
}
