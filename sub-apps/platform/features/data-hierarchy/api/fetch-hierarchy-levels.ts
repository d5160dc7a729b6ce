/** `GET {platform}/v1/data-hierarchies` (site level): a page of every tenant's hierarchy levels. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  HierarchyLevelDto,
  HierarchyLevelQuery,
} from '@polaris/core/services/platform/org-config-types';

export const fetchHierarchyLevels = listEndpoint<HierarchyLevelDto, HierarchyLevelQuery>(
  'platform',
  'site',
  'data-hierarchies',
);
