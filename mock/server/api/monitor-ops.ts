// The monitor's operation pages (/hmnt): the operation audit (the write calls of the gateway's own
// call log, monitor/traffic.ts), the API monitor (its counts and latencies per API) and the audit
// configuration (which entities' changes become new versions in Audit Data). The operation audit
// is partitioned by tenant as the audit data are: a site-level role reads every tenant's calls on
// the site form, any other role (and any role on the tenant form) its organisation's. The API
// monitor and the audit configuration are the platform's: a site-level role only.
import { localName } from '../../data/languages';
import { t } from '../../data/lov-types';
import type {
  ApiMonitorDto,
  AuditDataConfigDto,
  AuditOpLogDto,
} from '../../../src/services/monitor/operation-types';
import { invalid } from '../admin/failure';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { StoredAuditConfig } from '../monitor/audit-trail';
import { percentile, serviceOf, WRITE_METHODS, type OperationEntry } from '../monitor/traffic';
import type { LanguageCode, Sent } from '../types';
import { formatDateTime, normaliseDateTime } from '../work/dates';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';
import { sessionReadScope } from './platform-common';
import { inReadScope } from './role-level';
import { tenantVariants } from './tenant-path';

export const AUDIT_CONFIG_EDIT = 'hzero.monitor.audit-config.button.edit';

const RESULT_MEANINGS = {
  SUCCESS: t('成功', 'Success'),
  FAILED: t('失败', 'Failed'),
};

export type AuditOpLogRow = Sent<AuditOpLogDto, { result: 'SUCCESS' | 'FAILED' }>;
export type ApiMonitorRow = Sent<ApiMonitorDto, object>;
export type AuditConfigRow = Sent<AuditDataConfigDto, object>;

/** The site form reads the session's read scope; the tenant form the session organisation only. */
function operationScope(ctx: UserContext) {
  return ctx.params.orgId === undefined ? sessionReadScope(ctx) : ctx.session.tenantId;
}

function operationRow(ctx: UserContext, entry: OperationEntry, lang: LanguageCode): AuditOpLogRow {
  const { accounts } = ctx.state;
  const user = accounts.allUsers().find((u) => u.id === entry.caller.userId);
  const role = accounts.role(entry.caller.roleId);
  const tenant = accounts.tenant(entry.caller.tenantId);
  const result = entry.failed ? 'FAILED' : 'SUCCESS';
  return {
    logId: entry.logId,
    tenantId: entry.caller.tenantId,
    tenantName: localName(tenant.names, lang),
    userId: entry.caller.userId,
    loginName: user?.loginName ?? String(entry.caller.userId),
    realName: user ? accounts.profile(user.id).realName : '',
    roleName: role ? localName(role.name, lang) : '',
    clientName: entry.caller.clientName,
    serviceName: serviceOf(entry.path),
    requestMethod: entry.method,
    requestUrl: entry.path,
    responseStatus: entry.status,
    result,
    resultMeaning: RESULT_MEANINGS[result][lang],
    timeConsuming: entry.durationMs,
    requestIp: entry.ip,
    processTime: formatDateTime(entry.at),
  };
}

/** A time bound of the query: `YYYY-MM-DD HH:mm:ss`, or a bare date (from 00:00:00 / until 23:59:59). */
function timeBound(query: URLSearchParams, field: string, endOfDay: boolean): string | undefined {
  const raw = query.get(field)?.trim();
  if (!raw) return undefined;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const value = normaliseDateTime(bare && endOfDay ? `${raw} 23:59:59` : raw);
  if (!value) {
    throw invalid(
      `${field} 必须是 YYYY-MM-DD HH:mm:ss 格式的时间`,
      `${field} must be a time as YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

function oneOf(query: URLSearchParams, field: string, allowed: readonly string[]) {
  const value = query.get(field)?.trim().toUpperCase();
  if (!value) return undefined;
  if (!allowed.includes(value)) {
    throw invalid(
      `${field} 必须是 ${allowed.join('、')} 之一`,
      `${field} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

const listOperations: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const loginName = query.text('loginName') ?? undefined;
  const serviceName = query.text('serviceName') ?? undefined;
  const requestUrl = query.text('requestUrl') ?? undefined;
  const method = oneOf(ctx.query, 'requestMethod', WRITE_METHODS);
  const result = oneOf(ctx.query, 'result', Object.keys(RESULT_MEANINGS));
  const from = timeBound(ctx.query, 'processTimeFrom', false);
  const to = timeBound(ctx.query, 'processTimeTo', true);
  const scope = operationScope(ctx);
  const rows = ctx.state.monitor.traffic
    .writes()
    .filter((entry) => inReadScope(scope, entry.caller.tenantId))
    .map((entry) => operationRow(ctx, entry, lang))
    .filter(
      (row) =>
        contains(row.loginName, loginName) &&
        (!serviceName || row.serviceName === serviceName) &&
        contains(row.requestUrl, requestUrl) &&
        (!method || row.requestMethod === method) &&
        (!result || row.result === result) &&
        (!from || row.processTime >= from) &&
        (!to || row.processTime <= to),
    );
  return listReply(rows, ctx.query, (a, b) => b.logId - a.logId, 'operations');
};

const MONITOR = t('查看接口监控', 'see the API monitor');

const listApis: AdminHandler = (ctx) => {
  requireSiteLevel(ctx, MONITOR);
  const query = queryReader(ctx.query);
  const serviceName = query.text('serviceName') ?? undefined;
  const apiPath = query.text('apiPath') ?? undefined;
  const method = query.text('requestMethod')?.toUpperCase();
  const rows: ApiMonitorRow[] = ctx.state.monitor.traffic
    .apis()
    .map((api) => ({
      apiKey: `${api.method} ${api.pattern}`,
      serviceName: serviceOf(api.pattern),
      requestMethod: api.method,
      apiPath: api.pattern,
      count: api.count,
      failedCount: api.failedCount,
      avgTime: Math.round(api.totalMs / api.count),
      p95Time: percentile(api.samples, 95),
      maxTime: api.maxMs,
      lastCallTime: formatDateTime(api.lastAt),
    }))
    .filter(
      (row) =>
        (!serviceName || row.serviceName === serviceName) &&
        contains(row.apiPath, apiPath) &&
        (!method || row.requestMethod === method),
    );
  return listReply(
    rows,
    ctx.query,
    (a, b) => b.count - a.count || a.apiKey.localeCompare(b.apiKey),
    'api-monitor',
  );
};

const CONFIG = t('修改审计配置', 'change the audit configuration');

function configRow(config: StoredAuditConfig, lang: LanguageCode): AuditConfigRow {
  return {
    auditDataConfigId: config.auditDataConfigId,
    serviceName: config.serviceName,
    entityCode: config.entityCode,
    tableName: config.tableName,
    displayName: config.displayName[lang],
    enabledFlag: config.enabledFlag,
    objectVersionNumber: config.objectVersionNumber,
  };
}

const listConfigs: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const entityCode = query.text('entityCode') ?? undefined;
  const displayName = query.text('displayName') ?? undefined;
  const serviceName = query.text('serviceName') ?? undefined;
  const enabled = query.flag('enabledFlag');
  const rows = ctx.state.monitor.audit
    .configs()
    .map((config) => configRow(config, lang))
    .filter(
      (row) =>
        contains(row.entityCode, entityCode) &&
        contains(row.displayName, displayName) &&
        (!serviceName || row.serviceName === serviceName) &&
        (enabled === undefined || row.enabledFlag === enabled),
    );
  return listReply(rows, ctx.query, (a, b) => a.auditDataConfigId - b.auditDataConfigId, 'audit');
};

const updateConfig: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, CONFIG);
  requirePermission(ctx, AUDIT_CONFIG_EDIT);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const id = reader.requiredInt('auditDataConfigId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  const enabledFlag =
    reader.flag('enabledFlag') ?? reader.fail('enabledFlag', '必填', 'is required');
  return json(configRow(ctx.state.monitor.audit.setEnabled(id, version, enabledFlag), lang));
};

export const monitorOpsRoutes: ApiRoute[] = [
  ...tenantVariants('/hmnt/v1[/:tid]/audit-op-logs').map((pattern) =>
    userRoute('GET', pattern.replace(':tid', ':orgId'), adminHandler(listOperations)),
  ),
  userRoute('GET', '/hmnt/v1/api-monitors', adminHandler(listApis)),
  userRoute('GET', '/hmnt/v1/audit-data-configs', adminHandler(listConfigs)),
  userRoute('PUT', '/hmnt/v1/audit-data-configs', adminHandler(updateConfig)),
];
