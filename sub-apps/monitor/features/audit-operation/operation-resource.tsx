/**
 * The operation audit as a resource, one per path form (the site page and the organisation's):
 * the write calls the gateway recorded, newest first, searched by account, method, address,
 * result and day range; each with who made it, in which tenant and role, the API, the result,
 * the HTTP status and the time it took. Read only: the log is the gateway's.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { view } from '@polaris/core/kit/status/status-view';
import type {
  AuditOpLogDto,
  AuditOpLogQuery,
} from '@polaris/core/services/monitor/operation-types';
import { fetchAuditOpLogs, type OperationScope } from './api/fetch-audit-op-logs';

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const RESULTS = ['SUCCESS', 'FAILED'];

const resultStatus = (result: string) =>
  view(`hmnt.auditOperation.result.${result}`, result === 'SUCCESS' ? 'success' : 'error');

export const operationResource = (scope: OperationScope) =>
  defineResource<AuditOpLogDto, AuditOpLogQuery>({
    key: ['hmnt', 'audit-op-logs', scope],
    texts: 'hmnt.auditOperation',
    endpoint: fetchAuditOpLogs[scope],
    rowKey: 'logId',
    exportable: true,
    search: [
      { name: 'loginName' },
      {
        name: 'requestMethod',
        kind: 'select',
        options: () => METHODS.map((method) => ({ value: method, label: method })),
      },
      {
        name: 'result',
        kind: 'select',
        options: (t) =>
          RESULTS.map((result) => ({
            value: result,
            label: t(`hmnt.auditOperation.result.${result}`),
          })),
      },
      { name: 'requestUrl' },
      {
        name: 'processTimeRange',
        kind: 'dateRange',
        from: 'processTimeFrom',
        to: 'processTimeTo',
        span: 8,
      },
    ],
    columns: [
      { field: 'processTime', width: 170, kind: 'dateTime', sort: true },
      { field: 'loginName', width: 120 },
      { field: 'realName', width: 120 },
      { field: 'tenantName', width: 160 },
      { field: 'requestMethod', width: 90 },
      { field: 'requestUrl', width: 260, kind: 'code' },
      { field: 'result', width: 100, kind: 'tag', status: resultStatus },
      { field: 'responseStatus', width: 100, kind: 'number' },
      { field: 'timeConsuming', width: 120, kind: 'number', sort: true },
      { field: 'roleName', width: 150 },
      { field: 'clientName', width: 120 },
      { field: 'requestIp', width: 130 },
    ],
  });
