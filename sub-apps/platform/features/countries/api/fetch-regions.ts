/** `GET {platform}/v1/countries/{countryId}/regions`: a page of one country's regions. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { RegionDto, RegionQuery } from '@polaris/core/services/platform/master-data-types';

export const regionsPath = (countryId: number) =>
  `countries/${encodeURIComponent(countryId)}/regions`;

export const fetchRegionsOf = (countryId: number) =>
  listEndpoint<RegionDto, RegionQuery>('platform', 'site', regionsPath(countryId));
