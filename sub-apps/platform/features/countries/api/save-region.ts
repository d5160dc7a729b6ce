/**
 * `POST {platform}/v1/countries/{countryId}/regions` (a new region: its code once) and `PUT` (the
 * changed fields of one read at `objectVersionNumber`): both answer the saved region.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { RegionDto, RegionSave } from '@polaris/core/services/platform/master-data-types';
import { regionsPath } from './fetch-regions';

export function saveRegion(
  countryId: number,
  region: Partial<RegionSave>,
  options?: CallOptions,
): Promise<RegionDto> {
  return request<RegionDto>(v1('platform', 'site', regionsPath(countryId)), {
    method: region.regionId === undefined ? 'POST' : 'PUT',
    data: region,
    ...options,
  });
}
