/** `GET PROP/charge-standard`: a page of the organisation's charge standards. */
import type {
  ChargeStandardDto,
  ChargeStandardQuery,
} from '@polaris/core/services/property/charging-types';
import { wyListEndpoint } from '@polaris/core/services/property/wy-call';

export const fetchChargeStandards = wyListEndpoint<ChargeStandardDto, ChargeStandardQuery>(
  'PROP/charge-standard',
);
