/** `DELETE {platform}/v1/countries/{countryId}/regions` with `{ regionId, objectVersionNumber }`. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { RegionDto } from '@polaris/core/services/platform/master-data-types';
import { regionsPath } from './fetch-regions';

export async function deleteRegion(region: RegionDto, options?: CallOptions): Promise<void> {
  const { regionId, objectVersionNumber } = region;
  await request<unknown>(v1('platform', 'site', regionsPath(region.countryId)), {
    method: 'DELETE',
    data: { regionId, objectVersionNumber },
    ...options,
  });
}
