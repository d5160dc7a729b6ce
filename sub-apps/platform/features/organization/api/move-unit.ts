/**
 * `PUT {platform}/v1[/{organizationId}]/units/move`: a unit put under another (or at the top) at
 * an order among its new siblings; never under itself or a unit below it.
 */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type { UnitDto, UnitMove } from '@polaris/core/services/platform/unit-types';
import type { UnitScope } from './fetch-unit-tree';

export function moveUnit(scope: UnitScope, move: UnitMove) {
  const { unitId, objectVersionNumber, parentUnitId, orderSeq } = move;
  return request<UnitDto>(v1('platform', scope, 'units/move'), {
    method: 'PUT',
    data: { unitId, objectVersionNumber, parentUnitId, orderSeq },
  });
}
