/**
 * The API monitor as a resource: per API the calls the gateway answered and the failed ones, the
 * mean, 95th-percentile and slowest time taken, and the last call; searched by service, method
 * and path, busiest first (sortable by every number). Read only: the numbers are the gateway's.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  ApiMonitorDto,
  ApiMonitorQuery,
} from '@polaris/core/services/monitor/operation-types';
import { fetchApiMonitors } from './api/fetch-api-monitors';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const apiMonitorResource = defineResource<ApiMonitorDto, ApiMonitorQuery>({
  key: ['hmnt', 'api-monitors'],
  texts: 'hmnt.apiMonitor',
  endpoint: fetchApiMonitors,
  rowKey: 'apiKey',
  exportable: true,
  search: [
    { name: 'serviceName' },
    {
      name: 'requestMethod',
      kind: 'select',
      options: () => METHODS.map((method) => ({ value: method, label: method })),
    },
    { name: 'apiPath', span: 8 },
  ],
  columns: [
    { field: 'requestMethod', width: 90 },
    { field: 'apiPath', width: 300, kind: 'code' },
    { field: 'serviceName', width: 90 },
    { field: 'count', width: 100, kind: 'number', sort: true },
    { field: 'failedCount', width: 100, kind: 'number', sort: true },
    { field: 'avgTime', width: 120, kind: 'number', sort: true },
    { field: 'p95Time', width: 120, kind: 'number', sort: true },
    { field: 'maxTime', width: 130, kind: 'number', sort: true },
    { field: 'lastCallTime', width: 170, kind: 'dateTime', sort: true },
  ],
});
