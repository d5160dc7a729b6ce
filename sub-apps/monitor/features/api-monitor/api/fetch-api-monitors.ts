/**
 * `GET {monitor}/v1/api-monitors` (site level): per API (method and path, ids in the path as
 * `{id}`), the calls the gateway answered, the failed ones and the time taken (mean, 95th
 * percentile, slowest), busiest first.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  ApiMonitorDto,
  ApiMonitorQuery,
} from '@polaris/core/services/monitor/operation-types';

export const fetchApiMonitors = listEndpoint<ApiMonitorDto, ApiMonitorQuery>(
  'monitor',
  'site',
  'api-monitors',
);
