/**
 * `POST {platform}/v1/countries` (a new country: its ISO code once) and `PUT` (the changed fields
 * of one read at `objectVersionNumber`): both answer the saved country. What HPFM.COUNTRY offers
 * follows at once (enabled countries only).
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  CountryAdminDto,
  CountrySave,
} from '@polaris/core/services/platform/master-data-types';

export function saveCountry(
  country: Partial<CountrySave>,
  options?: CallOptions,
): Promise<CountryAdminDto> {
  return request<CountryAdminDto>(v1('platform', 'site', 'countries'), {
    method: country.countryId === undefined ? 'POST' : 'PUT',
    data: country,
    ...options,
  });
}
