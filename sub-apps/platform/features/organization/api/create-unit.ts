/** `POST {platform}/v1[/{organizationId}]/units`: a new unit, at the top or under a unit. */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type { UnitCreate, UnitDto } from '@polaris/core/services/platform/unit-types';
import type { UnitScope } from './fetch-unit-tree';

export function createUnit(scope: UnitScope, unit: UnitCreate) {
  return request<UnitDto>(v1('platform', scope, 'units'), { method: 'POST', data: unit });
}
