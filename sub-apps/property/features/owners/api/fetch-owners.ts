/** `GET PROP/owner`: a page of the organisation's owners with their houses (search by name, phone). */
import type { OwnerDto, OwnerQuery } from '@polaris/core/services/property/records-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchOwners = wyListEndpoint<OwnerDto, OwnerQuery>('PROP/owner');
