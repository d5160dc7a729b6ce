/**
 * `POST {platform}/v1/data-hierarchies` (a new level of a tenant: no id) or `PUT` (the fields sent
 * of one level: id and current version), enabling and disabling it too. Answers the level as saved;
 * the tenant's users' header offers the enabled levels from its next load.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  HierarchyLevelDto,
  HierarchyLevelSave,
} from '@polaris/core/services/platform/org-config-types';

export function saveHierarchyLevel(
  level: HierarchyLevelSave,
  options?: CallOptions,
): Promise<HierarchyLevelDto> {
  return request<HierarchyLevelDto>(v1('platform', 'site', 'data-hierarchies'), {
    method: level.dataHierarchyId === undefined ? 'POST' : 'PUT',
    data: level,
    ...options,
  });
}
