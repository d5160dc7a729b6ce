/**
 * The monitor's operation pages (`/hmnt`): the operation audit (the gateway's log of write calls),
 * the API monitor (counts and latencies per API) and the audit configuration (which entities'
 * changes become versions in Audit Data). The pages and the mock gateway share these shapes.
 */

/** How a call ended: the gateway answered it (2xx, no failed body), or it did not. */
export type OperationResult = 'SUCCESS' | 'FAILED' | (string & {});

/** One write call the gateway received (`audit-op-logs`, paged, newest first). */
export interface AuditOpLogDto {
  logId: number;
  tenantId: number;
  tenantName?: string;
  userId: number;
  loginName: string;
  realName?: string;
  roleName?: string;
  clientName?: string;
  /** The service prefix, e.g. `hpfm`. */
  serviceName: string;
  /** After `X-HTTP-Method-Override`. */
  requestMethod: string;
  requestUrl: string;
  responseStatus: number;
  result: OperationResult;
  resultMeaning?: string;
  /** Milliseconds the gateway took. */
  timeConsuming: number;
  requestIp?: string;
  /** `YYYY-MM-DD HH:mm:ss` (GMT+8). */
  processTime: string;
}

export interface AuditOpLogQuery {
  loginName?: string;
  serviceName?: string;
  requestMethod?: string;
  requestUrl?: string;
  result?: string;
  /** From (inclusive), `YYYY-MM-DD HH:mm:ss` or a bare date (from 00:00:00). */
  processTimeFrom?: string;
  /** Until (inclusive), `YYYY-MM-DD HH:mm:ss` or a bare date (until 23:59:59). */
  processTimeTo?: string;
}

/** One API (method and path, numbers in the path as `{id}`) with its calls' numbers. */
export interface ApiMonitorDto {
  /** `GET /hpfm/v1/{id}/lovs/data`: the method and path pattern. */
  apiKey: string;
  serviceName: string;
  requestMethod: string;
  apiPath: string;
  count: number;
  failedCount: number;
  /** Milliseconds: mean, 95th percentile (nearest rank), slowest. */
  avgTime: number;
  p95Time: number;
  maxTime: number;
  lastCallTime: string;
}

export interface ApiMonitorQuery {
  serviceName?: string;
  requestMethod?: string;
  apiPath?: string;
}

/** One audited entity: while enabled, each change to one of its records is a new version. */
export interface AuditDataConfigDto {
  auditDataConfigId: number;
  serviceName: string;
  entityCode: string;
  tableName: string;
  displayName: string;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface AuditDataConfigQuery {
  entityCode?: string;
  displayName?: string;
  serviceName?: string;
  enabledFlag?: 0 | 1 | '';
}

export interface AuditDataConfigUpdate {
  auditDataConfigId: number;
  objectVersionNumber: number;
  enabledFlag: 0 | 1;
}
