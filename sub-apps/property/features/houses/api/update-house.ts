/** `PUT PROP/house`: changes a house (its id and the version read; a stale one is refused). */
import type { HouseDto, HouseSave } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function updateHouse(house: HouseSave): Promise<HouseDto> {
  return wyCall<HouseDto>('PROP/house', { method: 'PUT', data: house });
}
