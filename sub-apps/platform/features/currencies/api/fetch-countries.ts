/**
 * The countries of a currency's country field: the `HPFM.COUNTRY` data lookup, `GET
 * {platform}/v1/lovs/data?lovCode=HPFM.COUNTRY` (value `countryId`, shown `countryName`; its view
 * `HPFM.COUNTRY` describes the dialog). Filters: countryCode, countryName (contains).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { CallOptions } from '@polaris/core/services/shared';
import type { CountryDto, PagedQuery } from '@polaris/core/services/platform/types';

export const COUNTRY_LOV = 'HPFM.COUNTRY';

export interface CountryQuery extends PagedQuery {
  countryCode?: string;
  countryName?: string;
}

const lookupData = listEndpoint<CountryDto, CountryQuery & { lovCode: string }>(
  'platform',
  'site',
  'lovs/data',
);

export const fetchCountries = (query: CountryQuery = {}, options?: CallOptions) =>
  lookupData({ ...query, lovCode: COUNTRY_LOV }, options);
