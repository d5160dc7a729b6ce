/**
 * `POST {platform}/v1/data-hierarchies/values` (a new value of a level: no id) or `PUT` (the fields
 * sent of one value), enabling and disabling it too. The header's selector of its level offers
 * the enabled values from its next load.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  HierarchyValueDto,
  HierarchyValueSave,
} from '@polaris/core/services/platform/org-config-types';

export function saveHierarchyValue(
  value: HierarchyValueSave,
  options?: CallOptions,
): Promise<HierarchyValueDto> {
  return request<HierarchyValueDto>(v1('platform', 'site', 'data-hierarchies/values'), {
    method: value.valueId === undefined ? 'POST' : 'PUT',
    data: value,
    ...options,
  });
}
