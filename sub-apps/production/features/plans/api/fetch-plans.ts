/** `GET {mes}/v1/{organizationId}/plans`: a page of the organisation's production plans. */
import type { PlanQuery, ProductionPlanDto } from '@polaris/core/services/production/orders-types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchPlans = listEndpoint<ProductionPlanDto, PlanQuery>('mes', 'tenant', 'plans');
