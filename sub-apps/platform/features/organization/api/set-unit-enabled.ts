/**
 * `POST {platform}/v1[/{organizationId}]/units/enable|disable`: a unit in use or not. The
 * gateway refuses to disable a unit whose children are enabled (naming them), and to enable one
 * under a disabled unit.
 */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type { UnitDto, UnitRef } from '@polaris/core/services/platform/unit-types';
import type { UnitScope } from './fetch-unit-tree';

export function setUnitEnabled(scope: UnitScope, unit: UnitRef, enabled: boolean) {
  const { unitId, objectVersionNumber } = unit;
  return request<UnitDto>(v1('platform', scope, `units/${enabled ? 'enable' : 'disable'}`), {
    method: 'POST',
    data: { unitId, objectVersionNumber },
  });
}
