/**
 * `POST PROP/house`: a new house of an enabled project. The same project, building, unit and room
 * number twice, a bad field or a role without `acme.property.house.button.create` is refused.
 */
import type { HouseDto, HouseSave } from '@polaris/core/services/property/records-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function createHouse(house: HouseSave): Promise<HouseDto> {
  return wyCall<HouseDto>('PROP/house', { method: 'POST', data: house });
}
