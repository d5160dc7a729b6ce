/**
 * `GET {report}/v1/{organizationId}/daily-production?dateFrom=&dateTo=&lineCode=`: a page of each
 * line's target, output and scrap per working day. With `exportType=COLUMN` (the kit's export)
 * the gateway answers the list as a CSV file, for a role holding
 * `globex.report.daily.button.export` only.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  DailyProductionDto,
  DailyProductionQuery,
} from '@polaris/core/services/production/engineering-types';

export const fetchDailyProduction = listEndpoint<DailyProductionDto, DailyProductionQuery>(
  'report',
  'tenant',
  'daily-production',
);
