/** `GET PROP/house`: a page of the organisation's houses (search by project, building, room, status). */
import type { HouseDto, HouseQuery } from '@polaris/core/services/property/records-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchHouses = wyListEndpoint<HouseDto, HouseQuery>('PROP/house');
