/** `PUT {platform}/v1[/{organizationId}]/units`: a unit's name, type and order (versioned). */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type { UnitDto, UnitUpdate } from '@polaris/core/services/platform/unit-types';
import type { UnitScope } from './fetch-unit-tree';

export function updateUnit(scope: UnitScope, unit: UnitUpdate) {
  const { unitId, objectVersionNumber, unitName, unitTypeCode, orderSeq } = unit;
  return request<UnitDto>(v1('platform', scope, 'units'), {
    method: 'PUT',
    data: { unitId, objectVersionNumber, unitName, unitTypeCode, orderSeq },
  });
}
