// Concurrent programs and requests, tenant level under the scheduler service
// (`/hsdr/v1/{organizationId}/...`): the programs offered (the platform's, every organisation's),
// and the organisation's requests, whose status follows the gateway clock (concurrent-store.ts).
// Submitting and cancelling are permission-checked (`hsdr.concurrent.button.{submit,cancel}`).
import { REQUEST_STATUSES } from '../../../src/services/scheduler/concurrent-types';
import {
  logAt,
  statusAt,
  timesOf,
  type StoredProgram,
  type StoredRequest,
} from '../admin/concurrent-store';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import { formatDateTime } from '../work/dates';
import {
  adminHandler,
  requirePermission,
  requireSiteLevel,
  type AdminHandler,
} from './admin-common';

const BASE = '/hsdr/v1/:orgId';

export const CONCURRENT_PERMISSION = (action: string): string => `hsdr.concurrent.button.${action}`;

const programRow = (program: StoredProgram, lang: LanguageCode) => ({
  concurrentId: program.concurrentId,
  concurrentCode: program.concurrentCode,
  concurrentName: program.concurrentName[lang],
  executable: program.executable,
  parameters: program.parameters,
  enabledFlag: program.enabledFlag,
  objectVersionNumber: program.objectVersionNumber,
});

function requestRow(request: StoredRequest, now: number, lang: LanguageCode) {
  const { start, end } = timesOf(request, now);
  const stopped = request.cancelled && end === null ? request.cancelled.at : end;
  return {
    requestId: request.requestId,
    concurrentId: request.program.concurrentId,
    concurrentCode: request.program.concurrentCode,
    concurrentName: request.program.concurrentName[lang],
    requestParam: request.requestParam,
    status: statusAt(request, now),
    submittedBy: request.submittedBy,
    submitTime: formatDateTime(request.submitTime),
    startTime: start === null ? null : formatDateTime(start),
    endTime: stopped === null ? null : formatDateTime(stopped),
    log: logAt(request, now),
  };
}

const listPrograms: AdminHandler = (ctx, lang) => {
  const enabled = queryReader(ctx.query).flag('enabledFlag');
  const rows = ctx.state.admin.concurrents
    .programs()
    .filter((program) => enabled === undefined || program.enabledFlag === enabled)
    .map((program) => programRow(program, lang));
  return listReply(rows, ctx.query, (a, b) => a.concurrentId - b.concurrentId, 'concurrents');
};

function dateFilter(reader: FieldReader, field: string): string | undefined {
  const value = reader.text(field);
  if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    reader.fail(field, '必须是 YYYY-MM-DD 格式的日期', 'must be a date as YYYY-MM-DD');
  }
  return value || undefined;
}

const listRequests: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const code = query.text('concurrentCode') ?? undefined;
  const status = query.has('status') ? query.oneOf('status', REQUEST_STATUSES) : undefined;
  const from = dateFilter(query, 'submitDateFrom');
  const to = dateFilter(query, 'submitDateTo');
  const now = ctx.state.clock.now();
  const rows = ctx.state.admin.concurrents
    .list(ctx.session.tenantId)
    .map((request) => requestRow(request, now, lang))
    .filter(
      (row) =>
        contains(row.concurrentCode, code) &&
        (status === undefined || row.status === status) &&
        (from === undefined || row.submitTime.slice(0, 10) >= from) &&
        (to === undefined || row.submitTime.slice(0, 10) <= to),
    );
  return listReply(rows, ctx.query, (a, b) => b.requestId - a.requestId, 'concurrent-requests');
};

const userName = (ctx: UserContext) => ctx.state.accounts.user(ctx.session.userId).loginName;

const submitRequest: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, CONCURRENT_PERMISSION('submit'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const concurrentId = reader.requiredInt('concurrentId', { min: 1 });
  const requestParam = reader.textsByName('requestParam');
  const request = ctx.state.admin.concurrents.submit(
    ctx.session.tenantId,
    concurrentId,
    requestParam,
    userName(ctx),
  );
  return json(requestRow(request, ctx.state.clock.now(), lang));
};

const cancelRequest: AdminHandler = (ctx, lang) => {
  requirePermission(ctx, CONCURRENT_PERMISSION('cancel'));
  const requestId = new FieldReader({ requestId: ctx.params.requestId }).requiredInt('requestId', {
    min: 1,
  });
  const request = ctx.state.admin.concurrents.cancel(
    ctx.session.tenantId,
    requestId,
    userName(ctx),
  );
  return json(requestRow(request, ctx.state.clock.now(), lang));
};

/** PUT /hsdr/v1/concurrents `{ concurrentId, objectVersionNumber, enabledFlag }`: site roles. */
const updateProgram: AdminHandler = async (ctx, lang) => {
  requireSiteLevel(ctx, { zh_CN: '修改并发程序', en_US: 'change concurrent programs' });
  requirePermission(ctx, CONCURRENT_PERMISSION('program'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const concurrentId = reader.requiredInt('concurrentId', { min: 1 });
  const version = reader.requiredInt('objectVersionNumber', { min: 0 });
  const enabledFlag =
    reader.flag('enabledFlag') ?? reader.fail('enabledFlag', '必填', 'is required');
  const saved = ctx.state.admin.concurrents.setEnabled(concurrentId, version, enabledFlag);
  return json(programRow(saved, lang));
};

export const concurrentRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/concurrents`, adminHandler(listPrograms)),
  userRoute('PUT', '/hsdr/v1/concurrents', adminHandler(updateProgram)),
  userRoute('GET', `${BASE}/concurrent-requests`, adminHandler(listRequests)),
  userRoute('POST', `${BASE}/concurrent-requests`, adminHandler(submitRequest)),
  userRoute('POST', `${BASE}/concurrent-requests/:requestId/cancel`, adminHandler(cancelRequest)),
];
