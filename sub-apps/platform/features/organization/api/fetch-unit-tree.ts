/**
 * `GET {platform}/v1[/{organizationId}]/units/tree`: an organisation's unit tree. The site form
 * names the organisation (`?tenantId=`); the tenant form is the session's own.
 */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';
import type { UnitDto } from '@polaris/core/services/platform/unit-types';

export type UnitScope = 'site' | 'tenant';

export function fetchUnitTree(scope: UnitScope, tenantId?: number) {
  return request<UnitDto[]>(v1('platform', scope, 'units/tree'), {
    params: scope === 'site' ? { tenantId } : {},
  });
}
