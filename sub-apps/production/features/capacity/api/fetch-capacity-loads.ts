/**
 * `GET {mes}/v1/{organizationId}/capacity-loads?dateFrom=&dateTo=&workCentreCodes=`: each chosen
 * work centre's hours and planned load on each day of the range (at most 62 days).
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  CapacityLoadDto,
  CapacityLoadQuery,
} from '@polaris/core/services/production/engineering-types';

export const fetchCapacityLoads = listEndpoint<CapacityLoadDto, CapacityLoadQuery>(
  'mes',
  'tenant',
  'capacity-loads',
);
