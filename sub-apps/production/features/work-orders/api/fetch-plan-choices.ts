/**
 * `GET {mes}/v1/{organizationId}/plans`, read for the plan picker of a new work order (the Plans
 * page reads the same list in its own feature). The picker's query keys it by language.
 */
import type { PlanQuery, ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchPlanChoices = listEndpoint<ProductionPlanDto, PlanQuery>(
  'mes',
  'tenant',
  'plans',
);
