/**
 * The countries of a currency's country field: the `HPFM.COUNTRY` data lookup, `GET
 * {platform}/v1/lovs/data?lovCode=HPFM.COUNTRY` (value `countryId`, shown `countryName`; its view
 * `HPFM.COUNTRY` describes the dialog). Filters: countryCode, countryName (contains).
 */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CountryDto, PagedQuery } from '@polaris/core/services/platform/types';

export const COUNTRY_LOV = 'HPFM.COUNTRY';

export interface CountryQuery extends PagedQuery {
  countryCode?: string;
  countryName?: string;
}

export function fetchCountries(
  query: CountryQuery = {},
  options?: CallOptions,
): Promise<Page<CountryDto>> {
  return request<Page<CountryDto>>(v1('platform', 'site', 'lovs/data'), {
    method: 'GET',
    params: { ...query, lovCode: COUNTRY_LOV },
    ...options,
  });
}
