/** `GET PROP/owner`: the owners a house may be held by (at most 500, by name). */
import type { OwnerDto } from '@polaris/core/services/property/records-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

const owners = wyListEndpoint<OwnerDto>('PROP/owner');

export const fetchOwnerChoices = () => owners({ size: 500, sort: 'ownerName,asc' });
