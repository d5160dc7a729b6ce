/** `GET {platform}/v1/data-hierarchies/values?dataHierarchyId=` (site level): a level's values. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  HierarchyValueDto,
  HierarchyValueQuery,
} from '@polaris/core/services/platform/org-config-types';

export const fetchHierarchyValues = listEndpoint<HierarchyValueDto, HierarchyValueQuery>(
  'platform',
  'site',
  'data-hierarchies/values',
);
