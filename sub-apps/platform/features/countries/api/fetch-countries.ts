/** `GET {platform}/v1/countries`, site level: a page of the platform's countries (disabled ones too). */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  CountryAdminDto,
  CountryQuery,
} from '@polaris/core/services/platform/master-data-types';

export const fetchCountries = listEndpoint<CountryAdminDto, CountryQuery>(
  'platform',
  'site',
  'countries',
);
