/**
 * `DELETE {platform}/v1/countries` with `{ countryId, objectVersionNumber }`. A country a currency
 * names, or one with regions, is refused (`error.record.in_use`): disable it instead.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CountryAdminDto } from '@polaris/core/services/platform/master-data-types';

export async function deleteCountry(country: CountryAdminDto, options?: CallOptions) {
  const { countryId, objectVersionNumber } = country;
  await request<unknown>(v1('platform', 'site', 'countries'), {
    method: 'DELETE',
    data: { countryId, objectVersionNumber },
    ...options,
  });
}
