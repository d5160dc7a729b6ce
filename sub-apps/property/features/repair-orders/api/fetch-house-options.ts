/** `GET /wy/api/v1.0/PROP/repair-order/houses`: the tenant's houses a new order may be for. */
import type { HouseOption } from '@polaris/core/services/property/service-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function fetchHouseOptions(): Promise<HouseOption[]> {
  return wyCall<HouseOption[]>('PROP/repair-order/houses');
}
