/** `GET {mes}/v1/{organizationId}/inspections`: a page of the organisation's inspection results. */
import type {
  InspectionDto,
  InspectionQuery,
} from '@polaris/core/services/production/orders-types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchInspections = listEndpoint<InspectionDto, InspectionQuery>(
  'mes',
  'tenant',
  'inspections',
);
